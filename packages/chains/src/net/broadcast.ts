/**
 * Broadcast to every endpoint at once; the first hash wins (spec §7). "already known" and
 * "ALREADY_EXISTS" mean a node has the transaction: success with the existing hash. "missing
 * response for request" means it was likely submitted: used only when no endpoint confirms.
 */
import { AllProvidersFailedError, toProviderError, type ProviderError } from './errors';

export interface BroadcastResult {
  hash: string;
  /** True when no endpoint confirmed and at least one said "missing response for request". */
  likelySubmitted?: boolean;
}

const ALREADY_KNOWN = /already known|ALREADY_EXISTS/i;
const MISSING_RESPONSE = /missing response for request/i;

export async function broadcastToAll(
  what: string,
  endpoints: readonly string[],
  send: (endpoint: string) => Promise<string>,
  /** The hash the signed transaction will have (used for "already known" answers). */
  expectedHash: string,
): Promise<BroadcastResult> {
  if (endpoints.length === 0) throw new AllProvidersFailedError(what, []);
  return new Promise<BroadcastResult>((resolve, reject) => {
    const failures: ProviderError[] = [];
    let likely = false;
    let settled = 0;
    let done = false;
    const finish = () => {
      if (done || settled < endpoints.length) return;
      done = true;
      if (likely) resolve({ hash: expectedHash, likelySubmitted: true });
      else reject(new AllProvidersFailedError(what, failures));
    };
    for (const endpoint of endpoints) {
      send(endpoint).then(
        (hash) => {
          settled++;
          if (!done) {
            done = true;
            resolve({ hash });
          }
        },
        (e: unknown) => {
          settled++;
          const message = e instanceof Error ? e.message : String(e);
          if (ALREADY_KNOWN.test(message)) {
            if (!done) {
              done = true;
              resolve({ hash: expectedHash });
            }
            return;
          }
          if (MISSING_RESPONSE.test(message)) likely = true;
          else failures.push(toProviderError(endpoint, e));
          finish();
        },
      );
    }
  });
}
