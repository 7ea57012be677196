/** One JSON-RPC 2.0 call over fetch, with the envelope and the result validated by zod. */
import { z } from 'zod';
import { ProviderError, redactUrl, RpcAnswerError } from './errors';
import { requestJson, type HttpOptions } from './http';

const envelope = z.union([
  z
    .object({ jsonrpc: z.literal('2.0').optional(), id: z.unknown(), result: z.unknown() })
    .refine((o) => 'result' in o),
  z.object({
    jsonrpc: z.literal('2.0').optional(),
    id: z.unknown(),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
]);

let nextId = 1;

/**
 * Calls `method` on `url`. A JSON-RPC error answer throws RpcAnswerError (the node answered);
 * a missing or malformed result throws ProviderError 'malformed' (a provider fault).
 */
export async function jsonRpc<S extends z.ZodType>(
  url: string,
  method: string,
  params: unknown[],
  schema: S,
  o: HttpOptions,
): Promise<z.infer<S>> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  const answer = await requestJson(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    envelope,
    o,
  );
  if ('error' in answer) throw new RpcAnswerError(answer.error.message, answer.error.code, answer.error.data);
  const parsed = schema.safeParse(answer.result);
  if (!parsed.success) throw new ProviderError(redactUrl(url), 'malformed', `unexpected ${method} result`);
  return parsed.data;
}
