/** fetch with a timeout and zod validation: every answer is checked before anyone uses it. */
import type { z } from 'zod';
import { ProviderError, redactMessage, redactUrl } from './errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  fetch: FetchLike;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Fetches `url`, fails with a ProviderError on network error, timeout or HTTP error status. */
export async function fetchWithTimeout(url: string, init: RequestInit, o: HttpOptions): Promise<Response> {
  const host = redactUrl(url);
  const ctrl = new AbortController();
  const onAbort = () => ctrl.abort(o.signal?.reason);
  o.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Race as well as abort: a fetch implementation may ignore the signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      ctrl.abort();
      reject(new ProviderError(host, 'timeout', `no answer within ${o.timeoutMs} ms`));
    }, o.timeoutMs);
  });
  try {
    const res = await Promise.race([o.fetch(url, { ...init, signal: ctrl.signal }), timeout]);
    return res;
  } catch (e) {
    if (e instanceof ProviderError) throw e;
    const message = e instanceof Error ? redactMessage(e.message, url) : 'request failed';
    throw new ProviderError(host, 'network', message.slice(0, 200));
  } finally {
    clearTimeout(timer);
    o.signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads the body as JSON (within the same timeout) and validates it. */
export async function requestJson<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
  o: HttpOptions,
): Promise<z.infer<S>> {
  const host = redactUrl(url);
  const started = Date.now();
  const res = await fetchWithTimeout(url, init, o);
  const left = Math.max(1, o.timeoutMs - (Date.now() - started));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const text = await Promise.race([
    res.text(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ProviderError(host, 'timeout', `body not read within ${o.timeoutMs} ms`)),
        left,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (!res.ok && res.status !== 200) {
    throw new ProviderError(host, 'http', `HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(host, 'malformed', 'answer is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderError(
      host,
      'malformed',
      `unexpected answer shape${issue ? ` at ${issue.path.join('.') || '(root)'}` : ''}`,
    );
  }
  return parsed.data;
}

/** GET with query parameters (undefined values dropped). */
export function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const u = new URL(base);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
  return u.toString();
}
