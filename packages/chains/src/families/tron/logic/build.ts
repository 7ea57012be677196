/**
 * The unsigned transaction of exactly what was prepared: the reviewed contract, amount, memo and
 * fee limit, on the node's latest block as reference, valid 60 s from now (as createtransaction).
 */
import { hex } from '@scure/base';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { TronContext } from './context';
import { tronPrepared } from './payload';
import { encodeRawData, txIdOf } from './proto';
import { EXPIRATION_MS, NO_BUILD } from './rules';
import { rawDataJson, rawDataOf } from './tx';

export interface TronTxPayload {
  owner: string;
  txID: string;
  raw_data_hex: string;
  raw_data: ReturnType<typeof rawDataJson>;
}

export async function buildTransaction(
  ctx: TronContext,
  prepared: PreparedTransfer,
): Promise<UnsignedTx<TronTxPayload>> {
  const p = tronPrepared(prepared);
  if (p.amount !== prepared.amount) throw new Error(NO_BUILD);
  if (p.amount <= 0n && ['trx', 'trc20', 'freeze', 'unfreeze'].includes(p.kind))
    throw new Error('The amount must be greater than zero');
  const head = await ctx.grid.nowBlock();
  const now = BigInt(ctx.now());
  const raw = rawDataOf(
    p,
    { number: BigInt(head.block_header.raw_data.number), id: hex.decode(head.blockID) },
    now,
    now + EXPIRATION_MS,
  );
  const bytes = encodeRawData(raw);
  return {
    chain_name: ctx.chain.chain_name,
    family: 'tron',
    payload: {
      owner: p.owner,
      txID: hex.encode(txIdOf(bytes)),
      raw_data_hex: hex.encode(bytes),
      raw_data: rawDataJson(p, raw),
    },
  };
}
