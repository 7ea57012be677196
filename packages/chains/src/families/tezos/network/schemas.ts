/**
 * zod shapes of the answers the Tezos adapter reads: the Octez node RPC (documented in
 * octez.tezos.com "RPCs — Protocol" and "Shell RPCs") and TzKT's API (api.tzkt.io). Only the
 * fields used are checked; the rest passes.
 */
import { z } from 'zod';

const natText = z.string().regex(/^\d+$/);

export const blockHash = z.string().regex(/^B[1-9A-HJ-NP-Za-km-z]{50}$/);
export const chainId = z.string().regex(/^Net[1-9A-HJ-NP-Za-km-z]{12}$/);
export const counter = natText;
export const balance = natText;
export const managerKey = z.string().nullable();
export const operationHash = z.string().regex(/^o[1-9A-HJ-NP-Za-km-z]{50}$/);

const operationResult = z.looseObject({
  status: z.enum(['applied', 'failed', 'skipped', 'backtracked']),
  consumed_milligas: natText.optional(),
  paid_storage_size_diff: natText.optional(),
  allocated_destination_contract: z.boolean().optional(),
  errors: z.array(z.looseObject({ id: z.string() })).optional(),
});

export const simulation = z.looseObject({
  contents: z
    .array(
      z.looseObject({
        kind: z.string(),
        metadata: z.looseObject({ operation_result: operationResult }),
      }),
    )
    .min(1),
});
export type Simulation = z.infer<typeof simulation>;

/** Octez error answers: a list of {kind, id, ...}. */
export const nodeErrors = z.array(z.looseObject({ id: z.string(), kind: z.string().optional() }));

const account = z.looseObject({ address: z.string() });

/** One row of GET /v1/accounts/{addr}/operations?type=transaction and of /v1/operations/{hash}. */
export const tzktOperation = z.looseObject({
  /** TzKT's row id: the next page starts below it (lastId). */
  id: z.number().int().nonnegative().optional(),
  type: z.string(),
  hash: z.string(),
  level: z.number().int().nonnegative(),
  timestamp: z.string(),
  status: z.string(),
  sender: account.optional(),
  target: account.nullable().optional(),
  amount: z.number().int().nonnegative().optional(),
});
export type TzktOperation = z.infer<typeof tzktOperation>;
export const tzktOperations = z.array(tzktOperation);
