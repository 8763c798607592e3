/**
 * Stores whose cache file failed in this build (spec §4): they go straight to live data if pulled again.
 * Its own module so that the build process, which forks the pull (./isolate.ts), does not load the pull.
 */
export type CacheSwitch = Set<string>;

/** One per build process; tests pass their own. */
export const buildCacheSwitch: CacheSwitch = new Set();
