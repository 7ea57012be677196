/**
 * The fee of a TON send (spec §9): the node's estimate of what the wallet pays (import, storage,
 * gas and forward fees) plus 15000 extra. The estimate runs the exact message the review will
 * sign, unsigned (ignore_chksig), in carry-all mode so that the message always leaves in the
 * emulation: forward fees do not depend on the mode or the value.
 */
import { beginCell, storeStateInit, type Address, type Cell } from '@ton/core';
import { feeEstimate } from '../network/index';
import type { TonContext } from './context';
import { signedBody, signingMessage } from './messages';
import { FEE_EXTRA, MODE_CARRY_ALL } from './rules';
import { walletV4R2StateInit } from './wallet-v4r2';

export interface FeeQuery {
  wallet: Address;
  walletId: number;
  seqno: number;
  deployKey: Uint8Array | null;
  message: Cell;
}

export async function estimateFee(ctx: TonContext, q: FeeQuery): Promise<bigint> {
  const signing = signingMessage({
    walletId: q.walletId,
    validUntil: ctx.now() + 600,
    seqno: q.seqno,
    mode: MODE_CARRY_ALL,
    message: q.message,
  });
  const body = signedBody(new Uint8Array(64), signing).toBoc().toString('base64');
  const init = q.deployKey ? walletV4R2StateInit(q.deployKey, q.wallet.workChain) : null;
  const f = await ctx.providers.read('fee estimate', (p) =>
    p.call(
      'estimateFee',
      {
        address: q.wallet.toString(),
        body,
        init_code: init ? init.code.toBoc().toString('base64') : '',
        init_data: init ? init.data.toBoc().toString('base64') : '',
        ignore_chksig: true,
      },
      feeEstimate,
    ),
  );
  const s = f.source_fees;
  return BigInt(s.in_fwd_fee + s.storage_fee + s.gas_fee + s.fwd_fee) + FEE_EXTRA;
}

/** The StateInit cell of a wallet (for tests and the deploy check). */
export function stateInitCell(publicKey: Uint8Array, workchain = 0): Cell {
  return beginCell()
    .store(storeStateInit(walletV4R2StateInit(publicKey, workchain)))
    .endCell();
}
