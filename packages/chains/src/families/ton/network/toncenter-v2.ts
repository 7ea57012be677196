/**
 * The toncenter-style v2 API (spec §7 "TON: RPC"): JSON-RPC 2.0 over POST to …/api/v2/jsonRPC
 * with named params, answers `{ok: true, result}` or `{ok: false, error, code}`. Every result is
 * validated here; a malformed answer is a provider fault, never a zero.
 */
import { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { requestJson, type HttpOptions } from '../../../net/http';

/** Nanotons as toncenter sends them: a decimal string (or, on older servers, a JSON integer). */
export const nanotons = z
  .union([z.string().regex(/^\d{1,40}$/), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((v) => BigInt(v));

const envelope = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string(), code: z.number().optional() }),
]);

export const accountState = z.enum(['active', 'uninitialized', 'frozen', 'nonexist']);
export type AccountState = z.infer<typeof accountState>;

export const walletInformation = z.object({
  wallet: z.boolean(),
  balance: nanotons,
  account_state: accountState,
  /** Present for a deployed wallet the server recognises. */
  seqno: z.number().int().nonnegative().max(0xffffffff).optional(),
  wallet_type: z.string().optional(),
  wallet_id: z.number().int().optional(),
});
export type WalletInformation = z.infer<typeof walletInformation>;

const fee = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const feeEstimate = z.object({
  source_fees: z.object({ in_fwd_fee: fee, storage_fee: fee, gas_fee: fee, fwd_fee: fee }),
});

export const sentBoc = z.object({ hash: z.string().min(1) });

export const rawTransaction = z.object({
  utime: z.number().int().nonnegative(),
  /** The transaction as a base64 bag of cells: what the rows are read from. */
  data: z.string().min(1),
  transaction_id: z.object({ lt: z.string().regex(/^\d+$/), hash: z.string().min(1) }),
});
export type RawTransaction = z.infer<typeof rawTransaction>;
export const rawTransactions = z.array(rawTransaction);

/** A TVM stack entry as toncenter writes it: ["num", "0x…"] or ["cell"|"slice", {bytes}]. */
export const stackEntry = z.union([
  z.tuple([z.literal('num'), z.string().regex(/^-?0x[0-9a-fA-F]+$/)]),
  z.tuple([z.enum(['cell', 'slice']), z.object({ bytes: z.string().min(1) }).passthrough()]),
  z.tuple([z.string(), z.unknown()]),
]);
export type StackEntry = z.infer<typeof stackEntry>;
export const getMethodResult = z.object({
  exit_code: z.number().int(),
  stack: z.array(stackEntry),
});
export type GetMethodResult = z.infer<typeof getMethodResult>;

export interface TonV2 {
  readonly endpoint: string;
  call<S extends z.ZodType>(method: string, params: Record<string, unknown>, schema: S): Promise<z.infer<S>>;
}

let nextId = 1;

export function tonV2(endpoint: string, http: HttpOptions): TonV2 {
  return {
    endpoint,
    async call(method, params, schema) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
      const answer = await requestJson(
        endpoint,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        envelope,
        http,
      );
      const host = redactUrl(endpoint);
      // The node answered and said no (a refused message, a failed get-method run).
      if (!answer.ok) throw new ProviderError(host, 'rejected', answer.error.slice(0, 300));
      const parsed = schema.safeParse(answer.result);
      if (!parsed.success) throw new ProviderError(host, 'malformed', `unexpected ${method} result`);
      return parsed.data;
    },
  };
}
