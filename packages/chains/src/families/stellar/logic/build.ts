/**
 * The unsigned transaction of exactly what was prepared: one operation (payment or create-account),
 * the reviewed fee and sequence, the memo when non-empty, and time bounds of 30 s from now (spec §9;
 * the sequence is fixed at review, so building the same draft twice can never pay twice).
 */
import { hex } from '@scure/base';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { StellarContext } from './context';
import { stellarPrepared, type StellarPrepared } from './payload';
import { NO_BUILD, TX_VALID_SECONDS } from './rules';
import { encodeTransaction, transactionHash, type StellarOperation, type StellarTransaction } from './xdr';

export interface StellarTxPayload {
  source: string;
  /** Transaction XDR (hex) and its hash (hex, what is signed). */
  transaction: string;
  hash: string;
  fee: bigint;
}

export function operationOf(p: StellarPrepared): StellarOperation {
  return p.createAccount
    ? { type: 'createAccount', destination: p.destination, startingBalance: p.amount }
    : { type: 'payment', destination: p.destination, asset: p.asset, amount: p.amount };
}

export function transactionOf(p: StellarPrepared, fee: bigint, nowMs: number): StellarTransaction {
  const now = BigInt(Math.floor(nowMs / 1000));
  return {
    source: p.source,
    fee: Number(fee),
    seq: p.seq,
    timeBounds: { minTime: 0n, maxTime: now + TX_VALID_SECONDS },
    ...(p.memo ? { memo: p.memo } : {}),
    operations: [operationOf(p)],
  };
}

export function buildTransaction(
  ctx: StellarContext,
  prepared: PreparedTransfer,
): UnsignedTx<StellarTxPayload> {
  const p = stellarPrepared(prepared);
  if (p.amount !== prepared.amount) throw new Error(NO_BUILD);
  if (p.amount <= 0n) throw new Error('The amount must be greater than zero');
  const body = encodeTransaction(transactionOf(p, prepared.fee, ctx.now()));
  return {
    chain_name: ctx.chain.chain_name,
    family: 'stellar',
    payload: {
      source: p.source,
      transaction: hex.encode(body),
      hash: hex.encode(transactionHash(ctx.passphrase, body)),
      fee: prepared.fee,
    },
  };
}
