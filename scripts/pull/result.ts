/** What pulling one store gave: its snapshot, or nothing for a gated store (own module: the worker path and the
 * in-process path both return it, and neither imports the other). */
export type PullResult =
  { kind: 'snapshot'; hash: string; path: string; summary: string; bytes: number; calls: number } | { kind: 'gated' };
