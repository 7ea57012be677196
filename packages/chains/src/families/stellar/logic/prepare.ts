/**
 * Prepared Stellar transfers (the review's data): sequence number, operation (payment, or
 * create-account for a receiver the network does not hold, spec §4), asset, memo, fee and amount
 * are fixed here, so the build signs exactly what was reviewed. Fee = price (stroops per operation,
 * the base fee from fee_stats) × operations, doubled for a token receiver without a trustline; a
 * token estimate for a receiver whose trustline is not authorized fails (spec §5, §9).
 */
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { formatUnits } from '../../../units';
import type { HorizonAccount } from '../network/schemas';
import { spendableNative, stroops, trustline } from './account';
import { parseAsset, type CreditAsset } from './asset';
import { checkAddress } from './balance';
import type { StellarContext } from './context';
import { stellarPrepared, type StellarPrepared } from './payload';
import { INSUFFICIENT_BALANCE, MIN_BASE_FEE, MIN_NEW_ACCOUNT, NOT_AUTHORIZED } from './rules';
import { INT64_MAX, MEMO_TEXT_MAX_BYTES, UINT32_MAX } from './xdr';

function checkMemo(memo: string | undefined): string | undefined {
  // Spec §5: memo text is attached only when non-empty.
  if (!memo) return undefined;
  if (new TextEncoder().encode(memo).length > MEMO_TEXT_MAX_BYTES)
    throw new Error(`The memo is too long: a Stellar memo holds at most ${MEMO_TEXT_MAX_BYTES} bytes`);
  return memo;
}

function checkPrice(price: bigint): bigint {
  if (price < MIN_BASE_FEE) throw new Error(`The fee must be at least ${MIN_BASE_FEE} stroops per operation`);
  return price;
}

/** Fee, max rule (XLM) and the checks that depend on the amount, at `price` (no I/O). */
export function settle(base: PreparedTransfer, p: StellarPrepared, price: bigint): PreparedTransfer {
  checkPrice(price);
  const fee = price * p.feeUnits;
  if (fee > BigInt(UINT32_MAX)) throw new Error('The fee is too high for a Stellar transaction');
  let amount = base.requestedAmount;
  let isMax = false;
  if (p.asset.type === 'native') {
    ({ amount, isMax } = applyMaxRule(base.requestedAmount, fee, p.spendable));
    if (isMax && amount === 0n) throw new Error(INSUFFICIENT_BALANCE);
    if (p.createAccount && amount < MIN_NEW_ACCOUNT)
      throw new Error(
        `The account does not exist on stellar, so the amount must be at least ${formatUnits(MIN_NEW_ACCOUNT, 7)} XLM to create it`,
      );
  } else if (fee > p.spendable) throw new Error(INSUFFICIENT_BALANCE);
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    ...(p.asset.type === 'native' ? { available: p.spendable } : {}),
    price,
    view: {
      estimateGas: p.feeUnits.toString(),
      maxPriorityFeePerGas: null,
      nonce: null,
      l1Fees: null,
      selectedUTXOs: null,
    },
    payload: { ...p, amount } satisfies StellarPrepared,
  };
}

/** Normal: the last ledger's base fee; Recommended: the median fee charged when that is higher. */
async function feeOptions(ctx: StellarContext) {
  const stats = await ctx.horizon.feeStats();
  const base = BigInt(stats.last_ledger_base_fee);
  const normal = base > MIN_BASE_FEE ? base : MIN_BASE_FEE;
  const median = BigInt(stats.fee_charged.p50);
  return { normal, recommended: median > normal ? median : normal };
}

/**
 * Fee units and checks of a token payment to `receiver` (null: not on the ledger). The receiver is
 * checked first: its unauthorized trustline fails the estimate whatever the sender holds (spec §5).
 */
function tokenUnits(
  sender: HorizonAccount,
  receiver: HorizonAccount | null,
  asset: CreditAsset,
  amount: bigint,
) {
  let units = 1n;
  if (receiver?.account_id !== asset.issuer) {
    if (!receiver)
      throw new Error(
        `The receiver's account does not exist on stellar: it must be created and trust ${asset.code} before it can receive it`,
      );
    const line = trustline(receiver, asset);
    if (line?.is_authorized === false) throw new Error(NOT_AUTHORIZED);
    if (!line) units = 2n; // spec §9: the fee doubles for a token receiver with no trustline
  }
  if (sender.account_id !== asset.issuer) {
    const own = trustline(sender, asset);
    if (!own || stroops(own.balance) < amount) throw new Error(INSUFFICIENT_BALANCE);
  }
  return units;
}

export async function prepareTransfer(
  ctx: StellarContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = checkAddress(intent.from, 'Invalid sender address');
  const to = checkAddress(intent.to, 'Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (intent.amount > INT64_MAX) throw new Error('The amount is too large for a Stellar transaction');
  if (o.price !== undefined) checkPrice(o.price);
  const memo = checkMemo(intent.memo);
  const credit = intent.asset?.kind === 'token' ? parseAsset(intent.asset.contract) : null;
  const [sender, receiver, fees] = await Promise.all([
    ctx.horizon.account(from),
    ctx.horizon.account(to),
    feeOptions(ctx),
  ]);
  if (!sender) throw new Error(INSUFFICIENT_BALANCE);
  const feeUnits = credit ? tokenUnits(sender, receiver, credit, intent.amount) : 1n;
  const payload: StellarPrepared = {
    source: from,
    seq: BigInt(sender.sequence) + 1n,
    destination: to,
    asset: credit ?? { type: 'native' },
    createAccount: !credit && !receiver,
    amount: intent.amount,
    feeUnits,
    ...(memo ? { memo } : {}),
    spendable: spendableNative(sender),
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options: [
      { title: 'Normal', price: fees.normal },
      { title: 'Recommended', price: fees.recommended },
    ],
    price: fees.recommended,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload,
  };
  return settle(base, payload, o.price ?? fees.recommended);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  return settle(prepared, stellarPrepared(prepared), price);
}
