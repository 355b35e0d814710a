/**
 * What the search box asks of a query and shows of the results. Apart from the search code, which
 * loads on the box's first focus (lib/search/load.ts), so that the box can use them from the start.
 */

/** One letter matches the start of nearly every word: a query starts at two. */
export const MIN_QUERY = 2;
/** The results listed; the status line gives the total. */
export const MAX_RESULTS = 10;
