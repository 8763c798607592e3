export { $count } from './stores/count.ts';
