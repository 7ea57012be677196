/**
 * Several JSON-RPC 2.0 calls in one HTTP request (a batch: the spec's array form). Each call gets
 * its own outcome, matched by id (a node may answer in any order); one failed call fails only
 * itself. A node that does not take batches answers with a single object or an HTTP 4xx: that is
 * a BatchRefusedError, so the caller can send the calls one by one instead.
 */
import { z } from 'zod';
import { ProviderError, redactUrl, RpcAnswerError } from './errors';
import { requestJson, type HttpOptions } from './http';

export interface BatchCall {
  method: string;
  params: unknown[];
}

/** One call's outcome: its raw result (the caller validates it) or the error it got. */
export type BatchOutcome = { ok: true; result: unknown } | { ok: false; error: Error };

export class BatchRefusedError extends ProviderError {
  override name = 'BatchRefusedError';
}

const entry = z.object({
  id: z.unknown(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
});

let nextId = 1;

export async function jsonRpcBatch(url: string, calls: BatchCall[], o: HttpOptions): Promise<BatchOutcome[]> {
  const host = redactUrl(url);
  const ids = calls.map(() => nextId++);
  const body = JSON.stringify(calls.map((c, i) => ({ jsonrpc: '2.0', id: ids[i], ...c })));
  let answer: unknown;
  try {
    answer = await requestJson(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      z.unknown(),
      o,
    );
  } catch (e) {
    // 4xx other than 429 (rate limit): the request form was refused, not the node down.
    if (e instanceof ProviderError && e.kind === 'http' && /^HTTP 4(?!29)/.test(e.message)) {
      throw new BatchRefusedError(host, 'rejected', `batch refused: ${e.message}`);
    }
    throw e;
  }
  if (!Array.isArray(answer)) throw new BatchRefusedError(host, 'rejected', 'batch refused: not an array');
  const byId = new Map<unknown, z.infer<typeof entry>>();
  for (const item of answer) {
    const parsed = entry.safeParse(item);
    if (parsed.success) byId.set(parsed.data.id, parsed.data);
  }
  return calls.map((c, i): BatchOutcome => {
    const a = byId.get(ids[i]);
    if (a?.error)
      return { ok: false, error: new RpcAnswerError(a.error.message, a.error.code, a.error.data) };
    if (!a || !('result' in a)) {
      return { ok: false, error: new ProviderError(host, 'malformed', `no ${c.method} answer in the batch`) };
    }
    return { ok: true, result: a.result };
  });
}
