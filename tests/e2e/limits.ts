/**
 * How long a browser test waits for what a reader waits for, from the benchmarks' slowest
 * figures on the 2-core machine, with the margin stated. Two test workers share its cores,
 * so each limit allows three times the slowest figure measured on an idle machine.
 */
const MARGIN = 3;

/**
 * Search results: `npm run bench:search`, slowest first results at 4× CPU across ko, en and
 * ja and every place a search starts, page load included where the reader types at once or
 * opens the search page (4.8 s: a product box typed as soon as the page loaded).
 */
export const SEARCH_SLOWEST_MS = 4_800;
export const SEARCH_MS = SEARCH_SLOWEST_MS * MARGIN;

/** Bytes of search files the all-products search may send before its first answer (brotli). */
export const SEARCH_FIRST_ANSWER_BYTES = 400 * 1024;
