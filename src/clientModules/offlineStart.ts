/**
 * The offline edition's pages keep their locale's base URL in the route (#/en/shieldrm/…), as
 * the search indexes' links do. A locale's index.html opened with no route (double-clicked)
 * starts at that locale's home instead of the not-found page, and a route with a malformed
 * percent-escape shows the not-found page instead of a blank one (./safeLocation.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import {safePathname} from './safeLocation';

function fixRoute(): void {
  const [, route = '', rest = ''] = /^#?([^?#]*)(.*)$/.exec(window.location.hash) ?? [];
  // The hash router decodes a route twice (history, then Docusaurus): an escaped "%" would
  // turn malformed again, so a malformed route loses its "%" signs and shows the not-found page.
  const fixed = /^\/?$/.test(route)
    ? siteConfig.baseUrl
    : safePathname(route) === null
      ? null
      : route.replace(/%/g, '');
  if (fixed !== null) window.history.replaceState(window.history.state, '', `#${fixed}${rest}`);
}

if (typeof window !== 'undefined') {
  fixRoute();
  // A route typed or pasted into the address bar: registered before the router's own listener.
  window.addEventListener('hashchange', fixRoute);
}
