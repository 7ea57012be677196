/** The unsigned transaction of exactly what was prepared: nothing is read or chosen again. */
import { hex } from '@scure/base';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { SolanaContext } from './context';
import { budget } from './fees';
import { compileLegacyMessage } from './message';
import { solanaPrepared } from './payload';
import { NO_BUILD } from './rules';

export interface SolanaTxPayload {
  /** The legacy message, hex: what the signer signs. */
  message: string;
  /** Accounts that sign, in order (Kestrel's transactions have one: the fee payer). */
  signers: string[];
  blockhash: string;
  lastValidBlockHeight: number;
}

export function buildTransaction(
  ctx: SolanaContext,
  prepared: PreparedTransfer,
): UnsignedTx<SolanaTxPayload> {
  if (prepared.chain_name !== ctx.chain.chain_name)
    throw new Error(`This transfer was prepared for ${prepared.chain_name}`);
  const p = solanaPrepared(prepared);
  if (p.instructions.length === 0) throw new Error(NO_BUILD);
  const compiled = compileLegacyMessage(p.feePayer, p.blockhash, [
    ...budget(p.computeUnitLimit, prepared.price),
    ...p.instructions,
  ]);
  return {
    chain_name: ctx.chain.chain_name,
    family: 'solana',
    payload: {
      message: hex.encode(compiled.bytes),
      signers: compiled.signers,
      blockhash: p.blockhash,
      lastValidBlockHeight: p.lastValidBlockHeight,
    },
  };
}
