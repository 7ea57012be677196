/** Shapes of the node's JSON-RPC answers and of Subscan's answers (spec §7), checked with zod. */
import { z } from 'zod';

const hexString = z.string().regex(/^0x[0-9a-fA-F]*$/);
export const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

export const rpcEnvelope = z.object({
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  // chopsticks leaves the code out of errors it did not raise itself.
  error: z
    .object({ code: z.number().optional(), message: z.string(), data: z.unknown().optional() })
    .optional(),
});

export const runtimeVersion = z.object({
  specVersion: z.number().int().nonnegative(),
  transactionVersion: z.number().int().nonnegative(),
});
export type RuntimeVersion = z.infer<typeof runtimeVersion>;

export const header = z.object({ number: hexString, parentHash: hash32 });
export const storageValue = hexString.nullable();
export const bytes = hexString;

/** Subscan's envelope: code 0 is an answer; anything else is the provider's refusal. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: data.nullable().optional() });

export const transferRow = z.object({
  from: z.string(),
  to: z.string(),
  /** Decimal text in DOT; amount_v2 (plancks) where Subscan gives it. */
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  amount_v2: z.string().regex(/^\d+$/).optional(),
  hash: hash32,
  block_num: z.number().int().nonnegative(),
  block_timestamp: z.number().int().nonnegative(),
  success: z.boolean(),
});
export type TransferRow = z.infer<typeof transferRow>;

export const transfersAnswer = envelope(
  z.object({ count: z.number().int().nonnegative(), transfers: z.array(transferRow).nullable() }),
);

export const extrinsicAnswer = envelope(
  z.object({
    extrinsic_hash: hash32,
    block_num: z.number().int().nonnegative(),
    success: z.boolean(),
    pending: z.boolean().optional(),
  }),
);
