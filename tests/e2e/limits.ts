/**
 * How long a browser test waits for what a reader waits for, from the benchmarks' slowest
 * figures on the 2-core machine, with the margin stated. Two test workers share its cores,
 * so each limit allows three times the slowest figure measured on an idle machine.
 */
const MARGIN = 3;

/**
 * Search results: `npm run bench:search`, slowest first results at 4× CPU across ko, en and
 * ja and every place a search starts (home box typed at once, search page, product box).
 */
export const SEARCH_SLOWEST_MS = 2_500;
export const SEARCH_MS = SEARCH_SLOWEST_MS * MARGIN;

/** Bytes of search files the all-products search may send before its first answer (brotli). */
export const SEARCH_FIRST_ANSWER_BYTES = 400 * 1024;
