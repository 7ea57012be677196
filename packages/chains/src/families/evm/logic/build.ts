/** The unsigned transaction of a prepared transfer: exactly the reviewed one, nothing re-read. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { EvmContext } from './context';
import type { EvmTxPayload } from './payload';
import { evmPrepared } from './prepare';

export function buildTransaction(ctx: EvmContext, prepared: PreparedTransfer): UnsignedTx<EvmTxPayload> {
  if (prepared.chain_name !== ctx.chain.chain_name)
    throw new Error(`This transfer was prepared for ${prepared.chain_name}`);
  return { chain_name: ctx.chain.chain_name, family: 'evm', payload: evmPrepared(prepared).tx };
}
