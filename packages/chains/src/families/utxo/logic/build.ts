/** The unsigned transaction of a prepared transfer: the reviewed coins, outputs and fee. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { UtxoContext } from './context';
import type { UtxoTxInput, UtxoTxPayload } from './payload';
import { utxoPrepared } from './prepare';
import { INSUFFICIENT_BALANCE } from './rules';

/** Whole previous transactions for legacy inputs (so the signer checks the amounts it signs). */
async function withPrevTransactions(ctx: UtxoContext, inputs: UtxoTxInput[]): Promise<UtxoTxInput[]> {
  if (ctx.coin === 'bitcoin_cash') return inputs; // BIP-143-style digest commits to the amount.
  return Promise.all(
    inputs.map(async (i) => {
      if (i.type !== 'pkh' || i.prevTxHex) return i;
      const prevTxHex = await ctx.providers
        .read('previous transaction', (p) => p.transactionHex(i.txid))
        .catch(() => undefined);
      return prevTxHex ? { ...i, prevTxHex } : i;
    }),
  );
}

export async function buildTransaction(
  ctx: UtxoContext,
  prepared: PreparedTransfer,
): Promise<UnsignedTx<UtxoTxPayload>> {
  if (prepared.chain_name !== ctx.chain.chain_name)
    throw new Error(`This transfer was prepared for ${prepared.chain_name}`);
  const { coins, tx } = utxoPrepared(prepared);
  if (!tx) throw new Error(coins ? INSUFFICIENT_BALANCE : 'Fee data not available');
  const payload = { ...tx, inputs: await withPrevTransactions(ctx, tx.inputs) };
  return { chain_name: ctx.chain.chain_name, family: 'utxo', payload };
}
