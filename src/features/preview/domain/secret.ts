/**
 * The preview key (server-only). PREVIEW_SECRET in production; a clearly-labelled sandbox key only when
 * every host is the embedded sandbox, so a fresh clone can preview with no setup. Anywhere else a missing
 * or short key is an error that stops the on-demand server from starting.
 */
import { HOST_NAMES, sandboxHosts } from '../../../hosts.ts';

/** NOT A SECRET: opens only sandbox previews (every host pointing at the embedded sandbox). */
export const SANDBOX_PREVIEW_SECRET = 'sandbox-only-preview-secret--not-for-production';
export const MIN_SECRET_CHARS = 32;

type Env = Readonly<Record<string, string | undefined>>;

/** True when no host variable is set: everything points at the embedded sandbox. */
export function allHostsAreSandbox(env: Env): boolean {
  return sandboxHosts(env).length === HOST_NAMES.length;
}

export class PreviewSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewSecretError';
  }
}

/** The key tokens are sealed and opened with; throws PreviewSecretError when it must not run. */
export function resolvePreviewSecret(secret: string | undefined, env: Env): string {
  if (secret !== undefined && secret !== '') {
    if (secret.length < MIN_SECRET_CHARS) {
      throw new PreviewSecretError(`PREVIEW_SECRET must be at least ${MIN_SECRET_CHARS} characters long`);
    }
    return secret;
  }
  if (allHostsAreSandbox(env)) return SANDBOX_PREVIEW_SECRET;
  throw new PreviewSecretError(
    'PREVIEW_SECRET is not set: the preview server refuses to start against live hosts without it ' +
      '(generate one with: node -e "console.log(crypto.randomBytes(32).toString(\'base64url\'))")',
  );
}
