/**
 * The offline edition's pages keep their locale's base URL in the route (#/en/shieldrm/…), as
 * the search indexes' links do. A locale's index.html opened with no route (double-clicked)
 * starts at that locale's home instead of the not-found page.
 */
import siteConfig from '@generated/docusaurus.config';

if (typeof window !== 'undefined' && /^#?\/?$/.test(window.location.hash))
  window.history.replaceState(window.history.state, '', `#${siteConfig.baseUrl}`);
