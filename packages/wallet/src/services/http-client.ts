/**
 * The wallet's HTTP client for the product API: fetch injected, base URL configurable, every response
 * validated with zod before the app sees it.
 */
import type { z } from 'zod';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: FetchLike;
}

/** A failed call: the server's {error} message when it sent one, the HTTP status, or a validation failure. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface HttpClient {
  get<S extends z.ZodType>(
    path: string,
    schema: S,
    query?: Query,
    headers?: Record<string, string>,
  ): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
}

export function createHttpClient({ baseUrl, fetch: fetchFn = fetch }: ApiClientOptions): HttpClient {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(path: string, schema: S, init: RequestInit): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, init);
    } catch (err) {
      throw new ApiClientError(`network error: ${(err as Error)?.message ?? String(err)}`, null);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new ApiClientError(`invalid JSON from ${path} (HTTP ${res.status})`, res.status);
    }
    if (!res.ok) {
      const message = (json as { error?: unknown })?.error;
      throw new ApiClientError(typeof message === 'string' ? message : `HTTP ${res.status}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiClientError(
        `unexpected response from ${path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        res.status,
      );
    }
    return parsed.data;
  }
  return {
    get(path, schema, query, headers) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query ?? {}))
        if (v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      return call(`${path}${qs ? `?${qs}` : ''}`, schema, {
        method: 'GET',
        headers: { accept: 'application/json', ...headers },
      });
    },
    post(path, body, schema) {
      return call(path, schema, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}
