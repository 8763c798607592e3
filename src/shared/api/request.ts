import { z } from 'zod';

/** Retries after the first attempt (spec: "Generic request helper: retries twice"). */
export const REQUEST_RETRIES = 2;
export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_EXCEEDED_MESSAGE = 'request retry exceeded limit';
export const LOGIN_PATH = '/login';

export const apiErrorItemSchema = z
  .object({
    status: z.union([z.string(), z.number()]).optional(),
    code: z.string().optional(),
    title: z.string().optional(),
    detail: z.string().optional(),
    message: z.string().optional(),
    source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).partial().optional(),
  })
  .loose();
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

const errorsBodySchema = z.object({ errors: z.array(apiErrorItemSchema).min(1) });

/** A 4xx answer that carried an errors list: no retry, the list is the error. */
export class ApiErrorsError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.map((e) => e.detail ?? e.message ?? e.title ?? e.code ?? 'error').join('; '));
    this.name = 'ApiErrorsError';
    this.status = status;
    this.errors = errors;
  }
}

/** Every attempt failed without an errors list (network, time-out, 5xx, bare 4xx). */
export class RetryExceededError extends Error {
  readonly lastStatus: number | undefined;
  constructor(lastStatus: number | undefined, options?: { cause?: unknown }) {
    super(RETRY_EXCEEDED_MESSAGE, options);
    this.name = 'RetryExceededError';
    this.lastStatus = lastStatus;
  }
}

/** The call ended on an answer with `status`: a 4xx with an errors list, or the last of its failed attempts. */
export function failedWith(error: unknown, status: number): boolean {
  return (
    (error instanceof ApiErrorsError && error.status === status) ||
    (error instanceof RetryExceededError && error.lastStatus === status)
  );
}

/** A 2xx answer whose body did not match its schema: names the call and the field. */
export class MalformedResponseError extends Error {
  readonly url: string;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(url: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const field = first ? first.path.map(String).join('.') || '(root)' : '(unknown)';
    super(`Malformed answer from ${url}: ${field}: ${first?.message ?? 'invalid'}`);
    this.name = 'MalformedResponseError';
    this.url = url;
    this.issues = issues;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON unless `form` is set. */
  body?: unknown;
  /** Send the body url-encoded. */
  form?: boolean;
  headers?: Record<string, string>;
  retries?: number;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Called on a 401; defaults to sending the browser to /login unless already there. */
  onUnauthorized?: () => void;
  /** Waits between attempts; tests pass a no-op. */
  backoffMs?: (attempt: number) => number;
}

/** How a host client's calls travel: the options of `request` that are the client's, not one call's. */
export type HostTransport = Pick<RequestOptions, 'fetch' | 'retries' | 'backoffMs' | 'timeoutMs' | 'onUnauthorized'>;

/** One host's calls at `baseUrl` with the client's transport: `get` with a query; `send` a body (POST unless `extra` says). */
export function hostCalls(baseUrl: string, transport: HostTransport) {
  return {
    get: <S extends z.ZodType>(schema: S, path: string, query?: RequestOptions['query']) =>
      request(schema, buildUrl(baseUrl, path, query), transport),
    send: <S extends z.ZodType>(schema: S, path: string, body: unknown, extra: Omit<RequestOptions, 'body'> = {}) =>
      request(schema, buildUrl(baseUrl, path), { ...transport, method: 'POST', body, ...extra }),
  };
}

/** Builds `base + path` with the defined query parameters appended. */
export function buildUrl(base: string, path: string, query: RequestOptions['query'] = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The browser's reaction to a 401 (spec: any 401 sends the browser to /login unless already there). */
export function redirectToLogin(): void {
  const loc = globalThis.location as Location | undefined;
  if (!loc || loc.pathname === LOGIN_PATH) return;
  loc.assign(LOGIN_PATH);
}

function encodeBody(options: RequestOptions): { body?: string; contentType?: string } {
  if (options.body === undefined) return {};
  if (options.form) {
    const entries = Object.entries(options.body as Record<string, unknown>).map(
      ([k, v]) =>
        [
          k,
          v === undefined || v === null
            ? ''
            : typeof v === 'object'
              ? JSON.stringify(v)
              : String(v as string | number | boolean),
        ] as [string, string],
    );
    return { body: new URLSearchParams(entries).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(options.body), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one transport: up to 1 + `retries` attempts. A 4xx with an errors list throws
 * ApiErrorsError at once; a 2xx is parsed with `schema` (MalformedResponseError if it does not fit);
 * anything else is retried and finally throws RetryExceededError ('request retry exceeded limit').
 */
export async function request<S extends z.ZodType>(
  schema: S,
  url: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retries = options.retries ?? REQUEST_RETRIES;
  const { body, contentType } = encodeBody(options);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (contentType) headers['content-type'] = contentType;
  let lastStatus: number | undefined;
  let lastError: unknown;

  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      const wait = options.backoffMs ? options.backoffMs(attempt) : 200 * attempt;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: options.method ?? 'GET',
        headers,
        signal: controller.signal,
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      lastError = error;
      lastStatus = undefined;
      continue;
    } finally {
      clearTimeout(timer);
    }
    lastStatus = response.status;
    if (response.status === 401) (options.onUnauthorized ?? redirectToLogin)();
    if (response.ok) {
      const data = await readJson(response);
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new MalformedResponseError(url, parsed.error.issues);
      return parsed.data;
    }
    if (response.status >= 400 && response.status < 500) {
      const errors = errorsBodySchema.safeParse(await readJson(response));
      if (errors.success) throw new ApiErrorsError(response.status, errors.data.errors);
    }
  }
  throw new RetryExceededError(lastStatus, { cause: lastError });
}
