import { resolve } from 'node:path';
import { DEFAULT_SANDBOX_PORT } from './host-table.ts';
import { commandLine, readNoArgs, USAGE } from '../args.ts';
import { startSandbox } from './server.ts';

commandLine(USAGE.sandbox, readNoArgs);
const port = Number(process.env['SANDBOX_PORT'] ?? DEFAULT_SANDBOX_PORT);
const dbPath = process.env['SANDBOX_DB'] ?? resolve('.sandbox/sandbox.db');
const sandbox = await startSandbox({ port, dbPath, host: process.env['SANDBOX_HOST'] ?? '127.0.0.1' });
console.log(`Sandbox of every commerce host at ${sandbox.url} (state in ${dbPath})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
