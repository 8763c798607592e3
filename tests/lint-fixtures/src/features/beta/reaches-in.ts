import { $count } from '../alpha/stores/count.ts';

export const next = (): number => $count.get() + 1;
