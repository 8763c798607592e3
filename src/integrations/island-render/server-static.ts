/** The React server renderer of a static build: island markup memoised (./server.ts). */
import { createRenderer } from './server.ts';

export default createRenderer({ memo: true });
