/**
 * Prepared Tron transfers (the review's data): receiver, amount, memo, fee limit and the fee are
 * fixed here, so the build signs exactly what was reviewed. The fee is what the network will burn
 * (fees.ts) from the account's bandwidth and energy, the receiver's existence, the memo and, for
 * TRC-20, the energy triggerconstantcontract reports. The price is the bandwidth price (sun per
 * byte); the network sets it, so there is no custom fee (repricing is refused).
 */
import {
  UnsupportedOperationError,
  type PreparedTransfer,
  type PrepareOptions,
  type TxIntent,
} from '../../../adapter-types';
import { TRANSFER, transferParameter } from './abi';
import { checkAddress, tokenBalance, trxBalance } from './balance';
import type { TronContext } from './context';
import { bandwidthBytes, feeOf, maxRuleWithFee, resourcesOf } from './fees';
import { tronPrepared, type TronPrepared } from './payload';
import { INSUFFICIENT_BALANCE, MEMO_MAX_BYTES, TRC20_FEE_LIMIT, UINT256_MAX } from './rules';
import { rawLengthOf } from './tx';

function checkMemo(memo: string | undefined): string | undefined {
  if (!memo) return undefined;
  if (new TextEncoder().encode(memo).length > MEMO_MAX_BYTES)
    throw new Error(`The memo is too long: a Tron memo holds at most ${MEMO_MAX_BYTES} bytes`);
  return memo;
}

async function energyOf(ctx: TronContext, p: TronPrepared): Promise<bigint> {
  const r = await ctx.grid.constantCall(p.owner, p.contract!, TRANSFER, transferParameter(p.to, p.amount));
  if (r.result.result !== true)
    throw new Error(
      `The token transfer would fail: ${r.result.message ?? r.result.code ?? 'no reason given'}`,
    );
  return BigInt(r.energy_used ?? 0);
}

export async function prepareTransfer(
  ctx: TronContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const owner = checkAddress(intent.from, 'Invalid sender address');
  const to = checkAddress(intent.to, 'Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (o.price !== undefined) throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee');
  const token =
    intent.asset?.kind === 'token' ? checkAddress(intent.asset.contract, 'Invalid token contract') : null;
  if (token ? intent.amount > UINT256_MAX : intent.amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw new Error('The amount is too large for a Tron transaction');
  const memo = checkMemo(intent.memo);
  const [sender, receiver, resource, params, balance] = await Promise.all([
    ctx.account(owner),
    ctx.account(to),
    ctx.grid.accountResource(owner),
    ctx.feeParams(),
    o.balance !== undefined ? Promise.resolve(o.balance) : trxBalance(ctx, owner),
  ]);
  if (sender.address === undefined) throw new Error(INSUFFICIENT_BALANCE);
  const p: TronPrepared = {
    kind: token ? 'trc20' : 'trx',
    owner,
    to,
    amount: intent.amount,
    ...(token ? { contract: token, feeLimit: TRC20_FEE_LIMIT } : {}),
    ...(memo ? { memo } : {}),
    receiverExists: token !== null || receiver.address !== undefined,
    energy: 0n,
    balance,
  };
  if (token) {
    if ((await tokenBalance(ctx, owner, token)) < intent.amount) throw new Error(INSUFFICIENT_BALANCE);
    p.energy = await energyOf(ctx, p);
  }
  const feeFor = (amount: bigint) =>
    feeOf({
      bytes: bandwidthBytes(rawLengthOf({ ...p, amount }, BigInt(ctx.now()))),
      resources: resourcesOf(resource),
      params,
      receiverExists: p.receiverExists,
      memo: memo !== undefined,
      energy: p.energy,
    });
  let fee = feeFor(intent.amount);
  let amount = intent.amount;
  let isMax = false;
  if (!token) {
    ({ amount, fee, isMax } = maxRuleWithFee(intent.amount, balance, feeFor));
    if (isMax && amount === 0n) throw new Error(INSUFFICIENT_BALANCE);
  } else if (fee > balance) throw new Error(INSUFFICIENT_BALANCE);
  return {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from: owner, to, amount },
    requestedAmount: intent.amount,
    amount,
    fee,
    isMax,
    ...(token ? {} : { available: balance }),
    options: [
      { title: 'Normal', price: params.transactionFee },
      { title: 'Recommended', price: params.transactionFee },
    ],
    price: params.transactionFee,
    view: {
      estimateGas: token ? p.energy.toString() : null,
      maxPriorityFeePerGas: null,
      nonce: null,
      l1Fees: null,
      selectedUTXOs: null,
    },
    payload: { ...p, amount } satisfies TronPrepared,
  };
}

/** The network sets Tron's prices: a chosen price other than the one in use is refused. */
export function repriceTransfer(chain: string, prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  tronPrepared(prepared);
  if (price === prepared.price) return prepared;
  throw new UnsupportedOperationError(chain, 'A custom fee');
}
