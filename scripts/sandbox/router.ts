import type { SandboxRequest, SandboxResponse } from './http.ts';

export type Handler = (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;

interface Route {
  method: string;
  host: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      if (part === '*') {
        keys.push('rest');
        return '(.*)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), keys };
}

/** Routes keyed by host, method and a path pattern (`/v1/collection/:id/items`, `*` for the rest). */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, host: string, pattern: string, handler: Handler): void {
    this.routes.push({ method: method.toUpperCase(), host, pattern, ...compile(pattern), handler });
  }

  /** The matching route and its params; `methodMismatch` when only the method is wrong. */
  match(
    method: string,
    host: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | { methodMismatch: boolean } {
    let methodMismatch = false;
    for (const route of this.routes) {
      if (route.host !== host) continue;
      const m = route.regex.exec(path);
      if (!m) continue;
      if (route.method !== method.toUpperCase()) {
        methodMismatch = true;
        continue;
      }
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route, params };
    }
    return { methodMismatch };
  }

  list(): { method: string; host: string; pattern: string }[] {
    return this.routes.map(({ method, host, pattern }) => ({ method, host, pattern }));
  }
}
