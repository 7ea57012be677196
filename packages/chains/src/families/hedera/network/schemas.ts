/**
 * zod shapes of the mirror node answers the Hedera adapter reads (REST API v1, documented at
 * mainnet-public.mirrornode.hedera.com/api/v1/docs): GET /api/v1/accounts/{id},
 * GET /api/v1/transactions/{id} and GET /api/v1/network/exchangerate. Only the fields used are
 * checked; the rest passes. Integers that may pass 2^53 (balances, amounts, fees) arrive as
 * digit strings: quoteBigIntegers rewrites them before JSON.parse.
 */
import { z } from 'zod';

const intText = z.string().regex(/^-?\d{1,20}$/);
const natText = z.string().regex(/^\d{1,20}$/);
export const ACCOUNT_ID = /^\d{1,10}\.\d{1,10}\.\d{1,19}$/;

/** The JSON fields whose integers are read as text, so no digit is lost. */
export function quoteBigIntegers(json: string): string {
  return json.replace(/"(balance|amount|charged_tx_fee)"(\s*):(\s*)(-?\d+)/g, '"$1"$2:$3"$4"');
}

export const transfer = z.looseObject({ account: z.string().regex(ACCOUNT_ID), amount: intText });

export const mirrorTransaction = z.looseObject({
  consensus_timestamp: z.string().regex(/^\d{1,19}\.\d{1,9}$/),
  transaction_id: z.string().regex(/^\d{1,10}\.\d{1,10}\.\d{1,19}-\d{1,19}-\d{1,9}$/),
  result: z.string().min(1),
  name: z.string(),
  node: z.string().nullable().optional(),
  transfers: z.array(transfer).optional(),
  charged_tx_fee: natText.optional(),
});
export type MirrorTransaction = z.infer<typeof mirrorTransaction>;

export const account = z.looseObject({
  account: z.string().regex(ACCOUNT_ID),
  balance: z.looseObject({ balance: natText }),
  deleted: z.boolean().nullable().optional(),
  key: z.looseObject({ _type: z.string(), key: z.string() }).nullable().optional(),
  transactions: z.array(mirrorTransaction).optional(),
  /** links.next: the path of the next (older) page when more remain. */
  links: z.looseObject({ next: z.string().max(2_000).nullable().optional() }).optional(),
});
export type MirrorAccount = z.infer<typeof account>;

export const transactions = z.looseObject({ transactions: z.array(mirrorTransaction) });

const rate = z.looseObject({
  cent_equivalent: z.number().int().positive(),
  hbar_equivalent: z.number().int().positive(),
});
export const exchangeRate = z.looseObject({ current_rate: rate });
export type ExchangeRate = z.infer<typeof exchangeRate>;
