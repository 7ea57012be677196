/**
 * Prepared Filecoin transfers. One parallel round: the sender's next nonce (MpoolGetNonce), its
 * balance (WalletBalance), the node's gas estimate (GasEstimateMessageGas, estimated at value 0:
 * a send's gas does not depend on the amount, and an amount above the balance would fail it),
 * and the scan's base fee and average gas used (spec §7). When every node failed the estimate,
 * the gas limit comes from the scan's gas used (× 1.25 as Lotus sizes it; spec §9's 1,000,000
 * when the scan failed too) and the premium is Lotus's minimum. Repricing settles again from
 * what was read, with no I/O. The max rule counts the most the message can cost.
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { validateFilecoinAddress } from './address';
import type { FilecoinContext } from './context';
import { checkFeeCap, feeOptions, gasLimitFor, minFeeCap, scanBaseFee, scanGasUsed } from './fees';
import { toLotus, type FilecoinMessage } from './message';
import { filecoinPrepared, type FilecoinPrepared } from './payload';
import { GAS_TREND_INTERVAL, METHOD_INVOKE_EVM, METHOD_SEND, MIN_GAS_PREMIUM } from './rules';

/** Spec §8: no nonce could be read from any node. */
export const NOT_FOUND_NODE = 'Not found node';

function address(ctx: FilecoinContext, text: string, what: string): string {
  const check = validateFilecoinAddress(text, ctx.network);
  if (!check.valid) throw new Error(`Invalid ${what} address: ${check.reason}`);
  return check.normalized;
}

/** The review's figures and the message at fee cap `price`. */
function settle(base: PreparedTransfer, state: FilecoinPrepared, price: bigint): PreparedTransfer {
  const balance = BigInt(state.balance);
  const fee = BigInt(state.gasLimit) * price;
  const { amount, isMax } = applyMaxRule(base.requestedAmount, fee, balance);
  const { from, to } = base.intent;
  const message: FilecoinMessage | null =
    amount > 0n
      ? {
          to,
          from,
          nonce: state.nonce,
          value: amount.toString(),
          gasLimit: state.gasLimit,
          gasFeeCap: price.toString(),
          gasPremium: state.gasPremium,
          method: state.method,
        }
      : null;
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    available: balance,
    price,
    view: {
      ...base.view,
      estimateGas: state.gasLimit,
      maxPriorityFeePerGas: state.gasPremium,
      nonce: Number(state.nonce),
    },
    payload: { ...state, message } satisfies FilecoinPrepared,
  };
}

const orNull = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

export async function prepareTransfer(
  ctx: FilecoinContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = address(ctx, intent.from, 'sender');
  const to = address(ctx, intent.to, 'custom');
  if (from[1] !== '1') throw new Error('Only f1 (secp256k1) Filecoin accounts can send from this wallet');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  const method = to[1] === '4' ? METHOD_INVOKE_EVM : METHOD_SEND;
  const probe = toLotus({
    to,
    from,
    nonce: '0',
    value: '0',
    gasLimit: '0',
    gasFeeCap: '0',
    gasPremium: '0',
    method,
  });
  const [nonce, balance, estimate, baseRead, usedRead] = await Promise.all([
    ctx.lotus.nonce(from).catch((e: unknown) => {
      throw new Error(NOT_FOUND_NODE, { cause: e });
    }),
    ctx.lotus.balance(from),
    orNull(ctx.lotus.estimateGas(probe)),
    orNull(ctx.scan.baseFee()),
    orNull(ctx.scan.gasUsed(GAS_TREND_INTERVAL)),
  ]);
  const premium = estimate ? BigInt(estimate.GasPremium) : MIN_GAS_PREMIUM;
  const gasLimit = estimate ? BigInt(estimate.GasLimit) : gasLimitFor(scanGasUsed(usedRead));
  const options = feeOptions(scanBaseFee(baseRead), premium, estimate ? BigInt(estimate.GasFeeCap) : null);
  const state: FilecoinPrepared = {
    network: ctx.network,
    nonce: nonce.toString(),
    gasLimit: gasLimit.toString(),
    gasPremium: premium.toString(),
    method,
    balance: balance.toString(),
    minFeeCap: minFeeCap(premium).toString(),
    gasSource: estimate ? 'node' : 'scan',
    message: null,
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options,
    price: options[1]!.price,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: state,
  };
  const price = o.price !== undefined ? checkFeeCap(o.price, BigInt(state.minFeeCap)) : base.price;
  return settle(base, state, price);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  const state = filecoinPrepared(prepared);
  return settle(prepared, state, checkFeeCap(price, BigInt(state.minFeeCap)));
}
