/**
 * Horizon's answers (spec §7 "Stellar Horizon"), as zod shapes: only the fields Kestrel reads,
 * each checked before use. Amounts are decimal text with 7 decimals; counters are text or numbers
 * as Horizon writes them. An answer that does not fit is a provider fault, never a zero.
 */
import { z } from 'zod';

/** Horizon's fixed-point amounts: "12.3456789" (at most 7 decimals, never negative). */
export const amountText = z.string().regex(/^\d{1,12}(\.\d{1,7})?$/);
const intText = z.string().regex(/^\d{1,20}$/);
const address = z.string().regex(/^G[A-Z2-7]{55}$/);
const hash = z.string().regex(/^[0-9a-f]{64}$/);
const isoDate = z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'not a date');

const nativeBalance = z.object({
  asset_type: z.literal('native'),
  balance: amountText,
  selling_liabilities: amountText.optional(),
});
const creditBalance = z.object({
  asset_type: z.enum(['credit_alphanum4', 'credit_alphanum12']),
  asset_code: z.string().regex(/^[A-Za-z0-9]{1,12}$/),
  asset_issuer: address,
  balance: amountText,
  limit: amountText.optional(),
  selling_liabilities: amountText.optional(),
  is_authorized: z.boolean().optional(),
});
/** Liquidity-pool shares carry no code: kept apart, never read as a token. */
const poolBalance = z.object({ asset_type: z.literal('liquidity_pool_shares'), balance: amountText });

export const balanceEntry = z.union([nativeBalance, creditBalance, poolBalance]);
export type BalanceEntry = z.infer<typeof balanceEntry>;
export type CreditBalance = z.infer<typeof creditBalance>;

/** GET /accounts/{id}. */
export const account = z.object({
  account_id: address,
  sequence: intText,
  subentry_count: z.number().int().nonnegative(),
  num_sponsoring: z.number().int().nonnegative().optional(),
  num_sponsored: z.number().int().nonnegative().optional(),
  balances: z.array(balanceEntry),
});
export type HorizonAccount = z.infer<typeof account>;

const percentiles = z.object({ p50: intText, max: intText, min: intText, mode: intText });
/** GET /fee_stats. */
export const feeStats = z.object({
  last_ledger_base_fee: intText,
  fee_charged: percentiles,
});
export type FeeStats = z.infer<typeof feeStats>;

/** A transaction record (GET /accounts/{id}/transactions, GET /transactions/{hash}). */
export const transaction = z.object({
  hash,
  /** Horizon's position of the record: the next page's `cursor`. */
  paging_token: z.string().max(40).optional(),
  successful: z.boolean(),
  ledger: z.number().int().nonnegative(),
  created_at: isoDate,
  source_account: address,
  fee_charged: z.union([intText, z.number().int().nonnegative()]),
  memo_type: z.string().optional(),
  memo: z.string().optional(),
});
export type HorizonTransaction = z.infer<typeof transaction>;

const page = <T extends z.ZodType>(record: T) =>
  z.object({ _embedded: z.object({ records: z.array(record) }) });
export const transactionsPage = page(transaction);

const opBase = {
  transaction_hash: hash,
  transaction_successful: z.boolean().optional(),
  source_account: address,
  created_at: isoDate,
};
const assetFields = {
  asset_type: z.enum(['native', 'credit_alphanum4', 'credit_alphanum12']),
  asset_code: z.string().optional(),
  asset_issuer: address.optional(),
};
const paymentOp = z.object({
  ...opBase,
  type: z.literal('payment'),
  from: address,
  to: address,
  amount: amountText,
  ...assetFields,
});
const createAccountOp = z.object({
  ...opBase,
  type: z.literal('create_account'),
  funder: address,
  account: address,
  starting_balance: amountText,
});
/** Any other operation: its type only (rows come from payments and account creations). */
const otherOp = z.object({
  ...opBase,
  type: z.string().refine((t) => t !== 'payment' && t !== 'create_account', 'a malformed payment'),
});

export const operation = z.union([paymentOp, createAccountOp, otherOp]);
export type HorizonOperation = z.infer<typeof operation>;
export type PaymentOperation = z.infer<typeof paymentOp>;
export type CreateAccountOperation = z.infer<typeof createAccountOp>;
export const operationsPage = page(operation);

/** POST /transactions, 200: the transaction as included in a ledger. */
export const submitted = z.object({
  hash,
  ledger: z.number().int().nonnegative(),
  successful: z.boolean().optional(),
});
export type Submitted = z.infer<typeof submitted>;

/** application/problem+json (404 not_found, 400 transaction_failed, ...). */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  extras: z
    .object({
      hash: hash.optional(),
      result_codes: z
        .object({
          transaction: z.string(),
          operations: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type Problem = z.infer<typeof problem>;
