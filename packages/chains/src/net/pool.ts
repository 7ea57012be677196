/** Reads from a list of providers in order, falling back on any provider fault. */
import { AllProvidersFailedError, toProviderError, type ProviderError } from './errors';

export interface FallbackOptions {
  /** Called with each failure as it happens (for logs and metrics). */
  onFailure?: (e: ProviderError) => void;
  /** Errors that are answers rather than faults (e.g. a JSON-RPC revert): rethrown at once. */
  isAnswer?: (e: unknown) => boolean;
}

/**
 * Tries `attempt` on each endpoint in order and returns the first answer. Errors, timeouts and
 * malformed answers fall through to the next endpoint; when all fail, an AllProvidersFailedError
 * lists each failure.
 */
export async function firstAnswer<T>(
  what: string,
  endpoints: readonly string[],
  attempt: (endpoint: string) => Promise<T>,
  o: FallbackOptions = {},
): Promise<T> {
  const failures: ProviderError[] = [];
  for (const endpoint of endpoints) {
    try {
      return await attempt(endpoint);
    } catch (e) {
      if (o.isAnswer?.(e)) throw e;
      const pe = toProviderError(endpoint, e);
      failures.push(pe);
      o.onFailure?.(pe);
    }
  }
  throw new AllProvidersFailedError(what, failures);
}
