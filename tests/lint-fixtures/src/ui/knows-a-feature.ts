import { $count } from '../features/alpha/index.ts';

export const label = (): string => String($count.get());
