/**
 * Prepared EVM transfers (the review's data): the whole unsigned transaction is fixed at prepare
 * time (nonce, gas, price, value), so what is signed is what was reviewed. Repricing reads nothing
 * but the L1 fee of OP-stack chains, which follows the transaction's size.
 */
import { getAddress, isAddress } from 'viem';
import type {
  FeeOption,
  PreparedTransfer,
  PrepareOptions,
  TxIntent,
  TransferView,
} from '../../../adapter-types';
import { getNativeBalance } from './calls';
import type { EvmContext } from './context';
import { applyMaxRule, feeOptions } from './fee-math';
import { feeInfoOf, feeMarket, type FeeMarket } from './fee-market';
import { baseGasPrice, gasLimitFor, payloadFor, pendingNonce, priceFields, txTypeFor } from './fees';
import { batchDelegateFor } from './delegates';
import { checkDelegateDeployed, currentDelegation } from './delegation';
import { callFromIntent, isCreation, isNativeSend } from './intent';
import { hasL1Fee, l1Fee } from './l1fee';
import type { EvmTxPayload } from './payload';

/** What an EVM prepared transfer carries: the transaction, its L1 fee and the balance for max. */
export interface EvmPrepared {
  tx: EvmTxPayload;
  l1Fee: bigint;
  /** Native sends: the balance the max rule counts. */
  balance?: bigint;
  /** Type-2 chains: the base fee and tip read at prepare time, so repricing reads nothing. */
  market?: FeeMarket;
  /** The chain's max priority fee from fee info. */
  tipCap?: bigint;
}

export function evmPrepared(p: PreparedTransfer): EvmPrepared {
  const e = p.payload as EvmPrepared | undefined;
  if (!e?.tx) throw new Error('Not an EVM prepared transfer');
  return e;
}

async function settleInOrder<A, B, C>(ps: [Promise<A>, Promise<B>, Promise<C>]): Promise<[A, B, C]> {
  const settled = await Promise.allSettled(ps);
  for (const r of settled) if (r.status === 'rejected') throw r.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [A, B, C];
}

function checkIntent(intent: TxIntent): void {
  if (!isAddress(intent.from, { strict: false })) throw new Error('Invalid sender address');
  if (!intent.calls?.length && !isCreation(intent) && !isAddress(intent.to, { strict: false }))
    throw new Error('Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  for (const c of intent.calls ?? []) {
    if (!isAddress(c.to, { strict: false })) throw new Error('Invalid custom address');
    if (c.amount < 0n) throw new Error('The amount must not be negative');
  }
}

export function viewOf(tx: EvmTxPayload, l1: bigint): TransferView {
  return {
    estimateGas: tx.gas.toString(),
    maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 0n).toString(),
    nonce: tx.nonce,
    l1Fees: l1.toString(),
    selectedUTXOs: null,
  };
}

/** The fee a transaction may pay at most: gas × price, plus the L1 fee on OP-stack chains. */
export function maxFeeOf(tx: EvmTxPayload, l1: bigint): bigint {
  return tx.gas * (tx.gasPrice ?? tx.maxFeePerGas ?? 0n) + l1;
}

/** Sets the price on a copy of the transaction: an option's with headroom, a custom one as typed. */
export function withPrice(e: EvmPrepared, price: bigint, custom: boolean): EvmTxPayload {
  return { ...e.tx, ...priceFields(e.tx.type, price, e.market, e.tipCap, custom) };
}

const isOption = (options: FeeOption[], price: bigint) => options.some((o) => o.price === price);

/** Fee and the max rule at the transaction's price; a reduced amount goes into the value. */
function settle(base: PreparedTransfer, e: EvmPrepared): PreparedTransfer {
  const fee = maxFeeOf(e.tx, e.l1Fee);
  const max =
    e.balance !== undefined
      ? applyMaxRule(base.requestedAmount, fee, e.balance)
      : { amount: base.requestedAmount, isMax: false };
  const tx = e.balance !== undefined ? { ...e.tx, value: max.amount } : e.tx;
  return {
    ...base,
    intent: { ...base.intent, amount: max.amount },
    amount: max.amount,
    fee,
    isMax: max.isMax,
    ...(e.balance !== undefined ? { available: e.balance } : {}),
    view: viewOf(tx, e.l1Fee),
    payload: { ...e, tx },
  };
}

/**
 * settle(), then the L1 fee of the transaction as it will be signed: its value (max rule) and
 * price change its size, so the fee is read again until it no longer changes.
 */
async function settleWithL1(
  ctx: EvmContext,
  base: PreparedTransfer,
  e: EvmPrepared,
): Promise<PreparedTransfer> {
  let out = settle(base, e);
  if (!hasL1Fee(ctx)) return out;
  for (let i = 0; i < 3; i++) {
    const now = evmPrepared(out);
    const l1 = await l1Fee(ctx, now.tx);
    if (l1 === now.l1Fee) break;
    out = settle(base, { ...e, l1Fee: l1 });
  }
  return out;
}

export async function prepareTransfer(
  ctx: EvmContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  checkIntent(intent);
  const from = getAddress(intent.from);
  const batch = Boolean(intent.calls?.length);
  const delegate = batch ? batchDelegateFor(ctx) : null;
  if (batch && !delegate)
    throw new Error(`Batch sends need a batch-call delegate on ${ctx.chain.chain_name}; none is configured`);
  const call = callFromIntent(intent, delegate?.entry);
  // The delegate's code must be on this chain, and the review says whether the batch delegates anew.
  const current = delegate
    ? (await Promise.all([checkDelegateDeployed(ctx, delegate), currentDelegation(ctx, from)]))[1]
    : null;
  const native = isNativeSend(intent);
  // Read together, report in a fixed order: gas price, then nonce, then balance.
  const [base, nonce, balance] = await settleInOrder([
    baseGasPrice(ctx),
    pendingNonce(ctx, from),
    o.balance !== undefined
      ? Promise.resolve<bigint | undefined>(o.balance)
      : native
        ? getNativeBalance(ctx, from)
        : Promise.resolve<bigint | undefined>(undefined),
  ] as [Promise<bigint>, Promise<number>, Promise<bigint | undefined>]);
  const [info, gas, market] = await Promise.all([
    feeInfoOf(ctx),
    gasLimitFor(ctx, from, call, balance),
    txTypeFor(ctx, call) === 'legacy' ? Promise.resolve(null) : feeMarket(ctx, base),
  ]);
  const options = feeOptions(base, info.multiplier);
  const price = o.price ?? options[1]?.price ?? base;
  const fees = {
    ...(market ? { market } : {}),
    ...(info.maxPriorityFee ? { tipCap: info.maxPriorityFee } : {}),
  };
  const custom = !isOption(options, price);
  const tx = payloadFor(ctx, from, call, { nonce, gas, price, custom, ...fees });
  if (call.batch && delegate) {
    // The sender authorizes its own delegation; its nonce has already advanced by the transaction.
    tx.delegate = { address: delegate.address, chainId: ctx.chainId, nonce: nonce + 1 };
  }
  const l1 = await l1Fee(ctx, tx);
  const prepared: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options,
    price,
    view: viewOf(tx, l1),
    ...(delegate
      ? { delegation: { delegate: { address: delegate.address, name: delegate.name }, current } }
      : {}),
    payload: undefined,
  };
  return settleWithL1(ctx, prepared, {
    tx,
    l1Fee: l1,
    ...fees,
    ...(native && balance !== undefined ? { balance } : {}),
  });
}

export async function repriceTransfer(
  ctx: EvmContext,
  prepared: PreparedTransfer,
  price: bigint,
): Promise<PreparedTransfer> {
  if (price <= 0n) throw new Error('The fee price must be above zero');
  const e = evmPrepared(prepared);
  const custom = !isOption(prepared.options, price);
  return settleWithL1(ctx, { ...prepared, price }, { ...e, tx: withPrice(e, price, custom) });
}
