/** Provider faults: what went wrong with one endpoint, and with all of them. No secrets inside. */

export type ProviderFaultKind = 'network' | 'timeout' | 'http' | 'malformed' | 'rejected';

/** Shows only scheme and host: paths and queries of node URLs often carry API keys. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '(invalid url)';
  }
}

/**
 * An error message about a request to `url`, safe to show: the URL itself (fetch repeats it when
 * it refuses one, user name and password included) becomes scheme and host, and any other
 * `//user:password@` is cut.
 */
export function redactMessage(message: string, url: string): string {
  const named = url ? message.split(url).join(redactUrl(url)) : message;
  return named.replace(/\/\/[^/\s@]*@/g, '//');
}

/** One endpoint failed: unreachable, too slow, an HTTP error, a malformed answer, or a refusal. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    /** Redacted endpoint (scheme and host). */
    readonly provider: string,
    readonly kind: ProviderFaultKind,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON-RPC error answer: the node answered, it just said no (reverts, nonce too low...). */
export class RpcAnswerError extends Error {
  override name = 'RpcAnswerError';
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Every provider failed. Lists each failure (host and reason) like an AggregateError. */
export class AllProvidersFailedError extends AggregateError {
  override name = 'AllProvidersFailedError';
  constructor(
    readonly what: string,
    readonly failures: ProviderError[],
  ) {
    super(
      failures,
      `${what}: all ${failures.length} provider(s) failed: ` +
        (failures.map((f) => `${f.provider} (${f.kind}: ${f.message})`).join('; ') ||
          'no providers configured'),
    );
  }
}

/** Turns anything thrown while talking to `url` into a ProviderError. */
export function toProviderError(url: string, e: unknown): ProviderError {
  if (e instanceof ProviderError) return e;
  if (e instanceof RpcAnswerError) return new ProviderError(redactUrl(url), 'rejected', e.message);
  const message = e instanceof Error ? e.message : String(e);
  return new ProviderError(redactUrl(url), 'network', redactMessage(message, url).slice(0, 300));
}
