/**
 * A whole query string's bound, without the '?' (LIMITS.queryString in limits.ts). A module of its own so the
 * client:script directive, which is inlined into every page, takes this number alone and not the whole table.
 */
export const QUERY_STRING_MAX = 4_096;
