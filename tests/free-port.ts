/**
 * A local port nothing listens on, for a test that needs a fixed one (a child process's SANDBOX_PORT, or a
 * port that refuses connections). Searched in 4600-4699, clear of the fixed ports of `npm start` (4321,
 * 4322), the preview server (4403) and the e2e config; the search starts at a random place so parallel
 * test files rarely try the same port.
 */
import { createServer } from 'node:net';

function tryListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export async function freePort(from = 4600, to = 4699): Promise<number> {
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = from + ((start + i) % size);
    if (await tryListen(port)) return port;
  }
  throw new Error(`freePort(): every port from ${from} to ${to} is taken`);
}
