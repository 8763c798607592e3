import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';

/** One entry of the `errors` list every 4xx answer of the sandbox carries (JSON:API style). */
export interface SandboxErrorItem {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export interface SandboxRequest {
  method: string;
  host: string;
  /** Path below the host's base path, e.g. `/v1/stores`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or url-encoded form body; undefined when there was none. */
  body: unknown;
  origin: string;
}

export interface SandboxResponse {
  status: number;
  json?: unknown;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** Thrown by handlers; the server answers it as `{ errors }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: SandboxErrorItem[];
  constructor(status: number, errors: SandboxErrorItem[]) {
    super(errors.map((e) => e.detail ?? e.title).join('; '));
    this.status = status;
    this.errors = errors;
  }
}

const encoder = new TextEncoder();

/** A handler's answer as a Fetch Response: `no-store` unless the handler says otherwise, JSON typed as JSON. */
export function answer(out: SandboxResponse): Response {
  const headers = new Headers({ 'cache-control': 'no-store', ...out.headers });
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (out.json !== undefined) {
    body = encoder.encode(JSON.stringify(out.json));
    if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  } else if (typeof out.body === 'string') {
    body = out.body.length > 0 ? encoder.encode(out.body) : null;
  } else if (out.body !== undefined) {
    body = new Uint8Array(out.body);
  }
  return new Response(body, { status: out.status, headers });
}

/** An errors-list answer. */
export function errorAnswer(status: number, errors: readonly SandboxErrorItem[]): Response {
  return answer({ status, json: { errors } });
}

/** The answer to anything a handler threw: its errors list for an HttpError, else a logged 500. */
export function failureAnswer(error: unknown, log: (error: unknown) => void): Response {
  if (error instanceof HttpError) return errorAnswer(error.status, error.errors);
  log(error);
  return errorAnswer(500, [errorItem(500, 'internal', 'Sandbox internal error')]);
}

export function json(json: unknown, status = 200, headers: Record<string, string> = {}): SandboxResponse {
  return { status, json, headers };
}

export function errorItem(
  status: number,
  code: string,
  detail: string,
  source?: SandboxErrorItem['source'],
): SandboxErrorItem {
  return { status: String(status), code, title: code.replace(/_/g, ' '), detail, ...(source ? { source } : {}) };
}

export function fail(status: number, code: string, detail: string, source?: SandboxErrorItem['source']): never {
  throw new HttpError(status, [errorItem(status, code, detail, source)]);
}

export function notFound(what: string, source?: SandboxErrorItem['source']): never {
  fail(404, 'not_found', `${what} not found`, source);
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[], where: 'query' | 'body'): SandboxErrorItem[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(root)';
    const source = where === 'query' ? { parameter: field } : { pointer: '/' + issue.path.map(String).join('/') };
    return errorItem(
      400,
      'invalid_' + (where === 'query' ? 'parameter' : 'field'),
      `${field}: ${issue.message}`,
      source,
    );
  });
}

/** Query parameters as a plain object (last value wins), validated by `schema`; 400 naming the field. */
export function parseQuery<S extends z.ZodType>(req: SandboxRequest, schema: S): z.infer<S> {
  const result = schema.safeParse(Object.fromEntries(req.query.entries()));
  if (!result.success) throw new HttpError(400, issuesToErrors(result.error.issues, 'query'));
  return result.data;
}

/** The request body validated by `schema`; a missing or malformed body is a 400 naming the field. */
export function parseBody<S extends z.ZodType>(req: SandboxRequest, schema: S): z.infer<S> {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) throw new HttpError(400, issuesToErrors(result.error.issues, 'body'));
  return result.data;
}
