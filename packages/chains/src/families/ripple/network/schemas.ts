/**
 * rippled JSON-RPC answers (xrpl.org "HTTP / WebSocket APIs"), checked by zod before anyone reads
 * them. Every answer is `{ result: {...} }`; an error answer has `result.status` "error" and
 * `result.error` (actNotFound, txnNotFound, tooBusy, ...). Only the fields the adapter reads are
 * named; an answer without them is malformed (a provider fault), never a zero.
 */
import { z } from 'zod';

/** XRP in drops as rippled writes it: a decimal integer string. */
export const drops = z.string().regex(/^\d{1,20}$/);
const uint32 = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1);
/** A 256-bit hash in hex (rippled writes upper case). */
export const hash256 = z.string().regex(/^[0-9A-Fa-f]{64}$/);
/** XRP amounts in server_info: a number (rippled) or a decimal string (some servers). */
const xrpDecimal = z.union([z.number().nonnegative().finite(), z.string().regex(/^\d+(\.\d+)?$/)]);

export const envelope = z.object({ result: z.object({ status: z.string().optional() }).loose() });

export const errorResult = z.object({
  status: z.literal('error'),
  error: z.string(),
  error_code: z.number().optional(),
  error_message: z.string().optional(),
  error_exception: z.string().optional(),
});

export const accountInfoResult = z.object({
  account_data: z.object({
    Account: z.string(),
    Balance: drops,
    Sequence: uint32,
    OwnerCount: uint32,
    Flags: uint32.optional(),
  }),
  ledger_current_index: uint32.optional(),
  ledger_index: uint32.optional(),
  validated: z.boolean().optional(),
});

export const serverInfoResult = z.object({
  info: z.object({
    load_factor: z.number().positive().finite().optional(),
    validated_ledger: z.object({
      base_fee_xrp: xrpDecimal,
      reserve_base_xrp: xrpDecimal.optional(),
      reserve_inc_xrp: xrpDecimal.optional(),
      seq: uint32,
    }),
  }),
});

/** An XRP amount (drops) or an issued-currency / MPT amount object (not XRP: skipped in rows). */
const amount = z.union([drops, z.object({ value: z.string() }).loose(), z.object({}).loose()]);

const txFields = z.object({
  TransactionType: z.string(),
  Account: z.string(),
  Destination: z.string().optional(),
  Amount: amount.optional(),
  DeliverMax: amount.optional(),
  Fee: drops.optional(),
  Sequence: uint32.optional(),
  date: z.number().int().nonnegative().optional(),
  hash: hash256.optional(),
  ledger_index: uint32.optional(),
});

const meta = z.object({
  TransactionResult: z.string(),
  delivered_amount: z.union([amount, z.literal('unavailable')]).optional(),
});

/** API v1 (rippled's default): the transaction under `tx`, its hash and date inside it. */
const accountTxEntryV1 = z.object({
  tx: txFields,
  meta: z.union([meta, z.string()]),
  validated: z.boolean().optional(),
});

/** API v2: the transaction under `tx_json`; hash, ledger and close time beside it. */
const accountTxEntryV2 = z.object({
  tx_json: txFields,
  meta: z.union([meta, z.string()]),
  hash: hash256,
  ledger_index: uint32.optional(),
  close_time_iso: z.string().optional(),
  validated: z.boolean().optional(),
});

export const accountTxResult = z.object({
  account: z.string(),
  /** Present when older entries remain: sent back as is for the next page (rippled: opaque). */
  marker: z.unknown().optional(),
  transactions: z.array(z.union([accountTxEntryV1, accountTxEntryV2])),
});

export const submitResult = z.object({
  engine_result: z.string().regex(/^[a-z]{3}[A-Z_]+$/),
  engine_result_code: z.number().int(),
  engine_result_message: z.string(),
  tx_json: z.object({ hash: hash256.optional() }).loose().optional(),
});

export const txResult = z.object({
  hash: hash256,
  ledger_index: uint32.optional(),
  meta: meta.optional(),
  validated: z.boolean().optional(),
});

export type AccountTxEntry = z.infer<typeof accountTxResult>['transactions'][number];
export type TxFields = z.infer<typeof txFields>;
export type TxMeta = z.infer<typeof meta>;
