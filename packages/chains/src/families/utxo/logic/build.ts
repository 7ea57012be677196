/** Builds the unsigned transaction: coins from every wallet address, recipient, change. */
import { hex } from '@scure/base';
import type { FeeChoice, Signer, TxIntent, UnsignedTx } from '../../../adapter-types';
import type { UtxoContext } from './context';
import { parseUtxoAddress, validateUtxoAddress } from './address';
import { checkFeeRate, plan } from './fees';
import type { UtxoTxInput, UtxoTxOutput, UtxoTxPayload } from './payload';
import { InsufficientBalanceError } from './select';
import { INSUFFICIENT_BALANCE } from './rules';
import { ownersOf, spendableCoins } from './utxos';

/** Bitcoin Core's standard transaction version with BIP-68 sequence semantics. */
export const TX_VERSION = 2;

/** Whole previous transactions for legacy inputs (so the signer checks the amounts it signs). */
async function withPrevTransactions(ctx: UtxoContext, inputs: UtxoTxInput[]): Promise<UtxoTxInput[]> {
  if (ctx.coin === 'bitcoin_cash') return inputs; // BIP-143-style digest commits to the amount.
  return Promise.all(
    inputs.map(async (i) => {
      if (i.type !== 'pkh') return i;
      const prevTxHex = await ctx.providers
        .read('previous transaction', (p) => p.transactionHex(i.txid))
        .catch(() => undefined);
      return prevTxHex ? { ...i, prevTxHex } : i;
    }),
  );
}

export interface BuildOptions {
  /** Coins to spend (speed-up reuses the original inputs); otherwise gathered from the wallet. */
  coins?: UtxoTxInput[];
  /** Spend all coins to the recipient. */
  max?: boolean;
}

export async function buildTransaction(
  ctx: UtxoContext,
  intent: TxIntent,
  choice: FeeChoice,
  signer?: Signer,
  o: BuildOptions = {},
): Promise<UnsignedTx<UtxoTxPayload>> {
  const from = validateUtxoAddress(ctx.chain, intent.from, ctx.network);
  if (!from.valid) throw new Error(`Invalid sender address: ${from.reason}`);
  const to = validateUtxoAddress(ctx.chain, intent.to, ctx.network);
  if (!to.valid) throw new Error(`Invalid custom address: ${to.reason}`);
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  const feeRate = checkFeeRate(ctx, choice.gasPrice);
  const coins = o.coins ?? (await spendableCoins(ctx, ownersOf(from.normalized, signer)));
  let s;
  try {
    s = plan(ctx, {
      coins,
      to: to.normalized,
      changeAddress: from.normalized,
      amount: intent.amount,
      feeRate,
      max: o.max,
    });
  } catch (e) {
    if (e instanceof InsufficientBalanceError) throw new Error(INSUFFICIENT_BALANCE);
    throw e;
  }
  const outputs: UtxoTxOutput[] = [
    {
      address: to.normalized,
      script: hex.encode(parseUtxoAddress(ctx.chain, to.normalized, ctx.network).script),
      value: s.amount,
    },
  ];
  if (s.change > 0n) {
    outputs.push({
      address: from.normalized,
      script: hex.encode(parseUtxoAddress(ctx.chain, from.normalized, ctx.network).script),
      value: s.change,
    });
  }
  const payload: UtxoTxPayload = {
    coin: ctx.coin,
    version: TX_VERSION,
    lockTime: 0,
    inputs: await withPrevTransactions(ctx, s.inputs),
    outputs,
    feeRate,
    fee: s.fee,
    amount: s.amount,
    to: to.normalized,
    changeIndex: s.change > 0n ? 1 : undefined,
  };
  return { chain_name: ctx.chain.chain_name, family: 'utxo', payload };
}
