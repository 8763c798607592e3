import type { A } from './types-of-a.ts';
import { a } from './a.ts';

export const b = (): number => 1;
export const callA = (): A => a();
