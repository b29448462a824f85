// Ejected (theme-classic lists it as safe to eject) to add the product switcher and the offline language menu to the built-in navbar item types.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductsNavbarItem from './ProductsNavbarItem';

/** The offline edition's language menu; set at bundle time (src/plugins/offline.ts), so the served site's bundles leave it out. */
function offlineItems() {
  const Menu = lazy(() => import('./OfflineLocalesNavbarItem'));
  const OfflineLocalesNavbarItem = (props: ComponentProps<typeof Menu>): ReactNode => (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
  return {'custom-offlineLocales': OfflineLocalesNavbarItem};
}

export default {
  ...ComponentTypes,
  'custom-products': ProductsNavbarItem,
  ...(__OFFLINE_EDITION__ ? offlineItems() : {}),
};
