/** The preview key of this server process (server-only; never imported by client code). */
import { PREVIEW_SECRET } from 'astro:env/server';
import { resolvePreviewSecret } from '../../features/preview/domain/secret.ts';

export const previewKey = resolvePreviewSecret(PREVIEW_SECRET, process.env);
