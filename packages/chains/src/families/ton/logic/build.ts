/** The unsigned transaction of exactly what was prepared: only the expiry is added (now + TTL). */
import { Cell } from '@ton/core';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { TonContext } from './context';
import { signingMessage } from './messages';
import { tonPrepared, type TonUnsigned } from './payload';
import { MESSAGE_TTL_SECONDS } from './rules';

export function buildTransaction(ctx: TonContext, prepared: PreparedTransfer): UnsignedTx<TonUnsigned> {
  const p = tonPrepared(prepared);
  const message = Cell.fromBoc(Buffer.from(p.message, 'base64'))[0];
  if (!message) throw new Error('no built found');
  const signing = signingMessage({
    walletId: p.walletId,
    validUntil: ctx.now() + MESSAGE_TTL_SECONDS,
    seqno: p.seqno,
    mode: p.mode,
    message,
  });
  return {
    chain_name: ctx.chain.chain_name,
    family: 'ton',
    payload: {
      wallet: p.wallet,
      seqno: p.seqno,
      deployKey: p.deployKey,
      signing: signing.toBoc().toString('base64'),
    },
  };
}
