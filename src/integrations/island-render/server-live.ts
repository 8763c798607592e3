/** The React server renderer of the on-demand server: deterministic island ids, every island rendered (./server.ts). */
import { createRenderer } from './server.ts';

export default createRenderer({ memo: false });
