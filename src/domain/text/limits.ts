/** Longest query and initial selection, as the spec sets (the library allows 512): the search's and the manual finder's. */
export const QUERY_MAX_LENGTH = 64;
