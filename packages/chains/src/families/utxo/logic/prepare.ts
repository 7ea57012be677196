/**
 * Prepared Bitcoin-family transfers: coins are selected once, at the reviewed fee rate, and the
 * selection is the payload the build signs. Repricing selects again from the same coins (no I/O),
 * so a new rate is a new review, never a silent change.
 */
import { hex } from '@scure/base';
import type { PreparedTransfer, PrepareOptions, TransferView, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { parseUtxoAddress, validateUtxoAddress } from './address';
import type { UtxoContext } from './context';
import { checkFeeRate, feeRates, plan } from './fees';
import type { UtxoTxInput, UtxoTxOutput, UtxoTxPayload } from './payload';
import { FALLBACK_FEE } from './rules';
import { InsufficientBalanceError } from './select';
import { accountOwners, spendableCoins } from './utxos';

/** Bitcoin Core's standard transaction version with BIP-68 sequence semantics. */
export const TX_VERSION = 2;

/** What a Bitcoin-family prepared transfer carries. */
export interface UtxoPrepared {
  /** Every coin the wallet could spend at prepare time; null when no provider answered. */
  coins: UtxoTxInput[] | null;
  /** The transaction to sign; null when the coins do not cover the amount or were not read. */
  tx: UtxoTxPayload | null;
  /** Where change goes: the account's first unused change address (else the sender's). */
  change?: string;
}

export function utxoPrepared(p: PreparedTransfer): UtxoPrepared {
  const u = p.payload as UtxoPrepared | undefined;
  if (!u || !('tx' in u)) throw new Error('Not a Bitcoin-family prepared transfer');
  return u;
}

const NO_VIEW: TransferView = {
  estimateGas: null,
  maxPriorityFeePerGas: null,
  nonce: null,
  l1Fees: null,
  selectedUTXOs: null,
};

function checkIntent(ctx: UtxoContext, intent: TxIntent): { from: string; to: string } {
  const from = validateUtxoAddress(ctx.chain, intent.from, ctx.network);
  if (!from.valid) throw new Error(`Invalid sender address: ${from.reason}`);
  const to = validateUtxoAddress(ctx.chain, intent.to, ctx.network);
  if (!to.valid) throw new Error(`Invalid custom address: ${to.reason}`);
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  return { from: from.normalized, to: to.normalized };
}

function output(ctx: UtxoContext, address: string, value: bigint): UtxoTxOutput {
  return { address, script: hex.encode(parseUtxoAddress(ctx.chain, address, ctx.network).script), value };
}

/** Selects coins at `rate` and writes the transaction and the review's figures. */
function settle(
  ctx: UtxoContext,
  base: PreparedTransfer,
  coins: UtxoTxInput[],
  rate: bigint,
): PreparedTransfer {
  const { from, to } = base.intent;
  const changeAddress = utxoPrepared(base).change ?? from;
  const available = coins.reduce((t, c) => t + c.value, 0n);
  const common = { ...base, price: rate, available };
  try {
    const s = plan(ctx, { coins, to, changeAddress, amount: base.requestedAmount, feeRate: rate });
    const outputs = [output(ctx, to, s.amount)];
    if (s.change > 0n) outputs.push(output(ctx, changeAddress, s.change));
    const tx: UtxoTxPayload = {
      coin: ctx.coin,
      version: TX_VERSION,
      lockTime: 0,
      inputs: s.inputs,
      outputs,
      feeRate: rate,
      fee: s.fee,
      amount: s.amount,
      to,
      changeIndex: s.change > 0n ? 1 : undefined,
    };
    return {
      ...common,
      intent: { ...base.intent, amount: s.amount },
      amount: s.amount,
      fee: s.fee,
      isMax: s.isMax,
      view: {
        estimateGas: String(s.vsize),
        maxPriorityFeePerGas: null,
        nonce: null,
        l1Fees: null,
        selectedUTXOs: s.inputs.map((i) => ({
          txid: i.txid,
          vout: i.vout,
          value: i.value.toString(),
          address: i.address,
        })),
      },
      payload: { coins, tx, change: changeAddress } satisfies UtxoPrepared,
    };
  } catch (e) {
    if (!(e instanceof InsufficientBalanceError)) throw e;
    // Nothing to send: the review shows a zero amount and no coins (not those of an earlier
    // price); building refuses with the spec's text.
    return {
      ...common,
      intent: { ...base.intent, amount: 0n },
      amount: 0n,
      fee: 0n,
      isMax: true,
      view: NO_VIEW,
      payload: { coins, tx: null, change: changeAddress } satisfies UtxoPrepared,
    };
  }
}

/**
 * With a wallet signer the coins of every used address of the account count (as the build
 * spends them), so the max amount is the whole account's balance minus the fee; change goes to
 * the account's first unused change address.
 */
export async function prepareTransfer(
  ctx: UtxoContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const { from, to } = checkIntent(ctx, intent);
  const rates = await feeRates(ctx);
  const rate = o.price !== undefined ? checkFeeRate(ctx, o.price) : rates.recommended;
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options: [
      { title: 'Normal', price: rates.normal },
      { title: 'Recommended', price: rates.recommended },
    ],
    price: rate,
    view: NO_VIEW,
    payload: { coins: null, tx: null } satisfies UtxoPrepared,
  };
  let coins: UtxoTxInput[];
  try {
    const account = await accountOwners(ctx, from, o.signer);
    base.payload = { coins: null, tx: null, change: account.change } satisfies UtxoPrepared;
    coins = await spendableCoins(ctx, account.owners);
  } catch {
    // No provider answered: the spec's fallback fee for the review; building will refuse.
    const balance = o.balance ?? intent.amount + FALLBACK_FEE;
    const { amount, isMax } = applyMaxRule(intent.amount, FALLBACK_FEE, balance);
    return { ...base, fee: FALLBACK_FEE, amount, isMax, intent: { ...base.intent, amount } };
  }
  return settle(ctx, base, coins, rate);
}

export function repriceTransfer(
  ctx: UtxoContext,
  prepared: PreparedTransfer,
  price: bigint,
): PreparedTransfer {
  const { coins } = utxoPrepared(prepared);
  if (prepared.replaces) throw new Error('A speed-up keeps the fee it was reviewed with');
  if (!coins) throw new Error('Fee data not available');
  return settle(ctx, prepared, coins, checkFeeRate(ctx, price));
}
