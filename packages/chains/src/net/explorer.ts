/** Etherscan-style envelopes: {status, message, result}. Status 0 is a refusal (spec §7). */
import { z } from 'zod';
import { ProviderError, redactUrl } from './errors';

export const etherscanEnvelope = z.object({
  status: z.string(),
  message: z.string(),
  result: z.unknown(),
});

/**
 * Returns `result` when status is 1. Status 0 throws its result text so the next provider is
 * tried; the one exception is the empty-list answer ("No transactions found", result []), which
 * is a real answer, not a fault.
 */
export function unwrapEtherscan(url: string, body: z.infer<typeof etherscanEnvelope>): unknown {
  if (body.status === '1') return body.result;
  if (Array.isArray(body.result) && body.result.length === 0) return [];
  const text = typeof body.result === 'string' && body.result ? body.result : body.message;
  throw new ProviderError(redactUrl(url), 'rejected', text.slice(0, 200));
}
