// Ejected (theme-classic lists it as safe to eject) to add the product switcher to the built-in navbar item types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductsNavbarItem from './ProductsNavbarItem';

export default {...ComponentTypes, 'custom-products': ProductsNavbarItem};
