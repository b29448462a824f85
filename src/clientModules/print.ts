/**
 * Printing support (src/print/support.ts) loads once the page is idle: a first visit needs none
 * of it to show the page, and it is in place long before a reader prints.
 */
if (typeof window !== 'undefined') {
  const load = () => void import('../print/support');
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, {timeout: 2000}) : setTimeout(load, 500);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
}
