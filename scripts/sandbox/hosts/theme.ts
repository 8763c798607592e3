import type { SandboxContext } from '../context.ts';

export function register(ctx: SandboxContext): void {
  void ctx;
}
