/**
 * zod shapes of the Aptos node REST API v1 answers the adapter reads (the node's OpenAPI spec,
 * served at /v1/spec): the index (ledger info), an account, the gas estimate, a view function's
 * result, simulated, pending and committed user transactions, and the error answer. Only the
 * fields used are checked; the rest passes.
 */
import { z } from 'zod';

/** U64 values travel as decimal strings. */
const u64 = z.string().regex(/^\d{1,20}$/);
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

export const ledgerInfo = z.looseObject({
  chain_id: z.number().int().min(1).max(255),
  ledger_version: u64,
  /** Microseconds since the epoch. */
  ledger_timestamp: u64,
});
export type LedgerInfo = z.infer<typeof ledgerInfo>;

export const account = z.looseObject({ sequence_number: u64, authentication_key: z.string() });

export const gasEstimate = z.looseObject({
  gas_estimate: z.number().int().positive(),
  deprioritized_gas_estimate: z.number().int().nonnegative().optional(),
  prioritized_gas_estimate: z.number().int().nonnegative().optional(),
});
export type GasEstimate = z.infer<typeof gasEstimate>;

/** 0x1::coin::balance returns one u64. */
export const viewU64 = z.tuple([u64]);

/** The error answer of every route: {message, error_code, vm_error_code}. */
export const apiError = z.looseObject({
  message: z.string(),
  error_code: z.string(),
  vm_error_code: z.number().int().nullable().optional(),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * A simulated user transaction. gas_used and gas_unit_price are read leniently: a missing or
 * non-numeric figure is spec §8's "gas price or gas used is not valid", not a shape fault.
 */
export const simulated = z.looseObject({
  success: z.boolean(),
  vm_status: z.string(),
  gas_used: z.unknown().optional(),
  gas_unit_price: z.unknown().optional(),
});
export const simulation = z.array(simulated).min(1);
export type Simulated = z.infer<typeof simulated>;

export const pendingTransaction = z.looseObject({ hash });

const entryFunctionPayload = z.looseObject({
  type: z.string(),
  function: z.string().optional(),
  arguments: z.array(z.unknown()).optional(),
  type_arguments: z.array(z.string()).optional(),
});

const userTransaction = z.looseObject({
  type: z.literal('user_transaction'),
  hash,
  version: u64,
  success: z.boolean(),
  vm_status: z.string(),
  sender: z.string(),
  timestamp: u64,
  payload: entryFunctionPayload,
});
export type UserTransaction = z.infer<typeof userTransaction>;

/** GET /transactions/by_hash/{hash}: pending, or a committed user transaction. */
export const transaction = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('pending_transaction'), hash }),
  userTransaction,
]);
export type Transaction = z.infer<typeof transaction>;

/** GET /transactions/by_version/{version}: a user transaction, or another kind (not a transfer row). */
export const committed = z.union([
  userTransaction,
  z.looseObject({ type: z.string().refine((t) => t !== 'user_transaction' && t !== 'pending_transaction') }),
]);
export type Committed = z.infer<typeof committed>;

/** The indexer's account_transactions answer (transaction_version is a bigint: number or text). */
export const accountTransactions = z.object({
  data: z.object({
    account_transactions: z.array(
      z.looseObject({ transaction_version: z.union([z.number().int().nonnegative(), u64]) }),
    ),
  }),
});
