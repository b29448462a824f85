/** Where release announcements and notices live; each product's feeds sit under its tag page. */
export const BLOG_ROUTE = 'blog';

/** A product's feed, under the locale's base URL (`/blog/tags/shieldrm/rss.xml`). */
export const productFeedPath = (product: string, type: 'rss' | 'atom'): string =>
  `/${BLOG_ROUTE}/tags/${product}/${type}.xml`;
