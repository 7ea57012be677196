/**
 * Prepared Cosmos-family transfers (the review's data): account number, sequence, chain id, gas
 * limit and fee are fixed here so the build signs exactly what was reviewed.
 * Cosmos: the gas limit is the simulated gas × 1.4 (spec §9); fee = gas limit × price, the price in
 * thousandths of a uatom per gas (Normal 0.005, Recommended 0.025, or a custom one).
 * THORChain: the chain takes its native fee (GET /thorchain/constants, spec §7); it has no custom fee.
 * Both: the max rule of spec §4/§5 on the native balance.
 */
import { base64 } from '@scure/base';
import {
  UnsupportedOperationError,
  type PreparedTransfer,
  type PrepareOptions,
  type TxIntent,
} from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { NodeVerdict } from '../network/lcd';
import { checkAddress } from './balance';
import { sendMsg } from './build';
import type { CosmosContext } from './context';
import { cosmosPrepared, type CosmosPrepared } from './payload';
import {
  COSMOS_PRICE,
  INSUFFICIENT_BALANCE,
  PRICE_SCALE,
  SIMULATION_MULTIPLIER_TENTHS,
  THORCHAIN_DEFAULT_NATIVE_FEE,
  THORCHAIN_GAS_LIMIT,
  validationError,
} from './rules';
import { publicKeyOf } from './sign';
import { encodeAuthInfo, encodeBody, encodeTxRaw } from './tx';

/** cosmos-sdk x/auth default MaxMemoCharacters (checked as len(memo), bytes). */
const MEMO_MAX = 256;
const UINT64_MAX = (1n << 64n) - 1n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export function feeAt(p: CosmosPrepared, price: bigint): bigint {
  return p.feeInTx ? ceilDiv(p.gasLimit * price, PRICE_SCALE) : price;
}

/** Fee and max rule at `price` (no I/O). */
export function settle(base: PreparedTransfer, p: CosmosPrepared, price: bigint): PreparedTransfer {
  if (price <= 0n) throw new Error('The fee price must be above zero');
  const fee = feeAt(p, price);
  const { amount, isMax } = applyMaxRule(base.requestedAmount, fee, p.spendable);
  if (isMax && amount === 0n) throw new Error(INSUFFICIENT_BALANCE);
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    available: p.spendable,
    price,
    payload: { ...p, amount } satisfies CosmosPrepared,
  };
}

/** Gas the node simulates for this send (the spendable part of the amount: the fee is not counted). */
async function simulatedGas(
  ctx: CosmosContext,
  p: Omit<CosmosPrepared, 'gasLimit'>,
  o: PrepareOptions,
): Promise<bigint> {
  const probe = p.amount < p.spendable ? p.amount : p.spendable;
  const body = encodeBody([sendMsg(false, p.from, p.to, p.denom, probe > 0n ? probe : 1n)], p.memo ?? '');
  const publicKey = o.signer ? await publicKeyOf(o.signer) : undefined;
  const auth = encodeAuthInfo({
    ...(publicKey ? { publicKey } : {}),
    sequence: p.sequence,
    fee: [],
    gasLimit: 0n,
  });
  try {
    return await ctx.lcd.simulate(base64.encode(encodeTxRaw(body, auth, new Uint8Array())));
  } catch (e) {
    if (e instanceof NodeVerdict) throw new Error(validationError(ctx.chainName), { cause: e });
    throw e;
  }
}

export async function prepareTransfer(
  ctx: CosmosContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = checkAddress(ctx, intent.from, 'Invalid sender address');
  const to = checkAddress(ctx, intent.to, 'Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (intent.amount > UINT64_MAX)
    throw new Error(`The amount is too large for a ${ctx.chain.name} transaction`);
  const memo = intent.memo || undefined;
  // The SDK counts the memo's bytes (Go's len), not its characters.
  if (memo && new TextEncoder().encode(memo).length > MEMO_MAX)
    throw new Error(`The memo is too long: it holds at most ${MEMO_MAX} bytes`);
  if (o.price !== undefined && o.price <= 0n) throw new Error('The fee price must be above zero');
  const thor = ctx.chainName === 'thorchain';
  const [account, spendable, chainId, nativeFee] = await Promise.all([
    ctx.lcd.account(from),
    ctx.lcd.balance(from, ctx.denom),
    ctx.chainId(),
    thor ? ctx.lcd.nativeFee() : Promise.resolve(undefined),
  ]);
  if (!account || spendable === 0n) throw new Error(INSUFFICIENT_BALANCE);
  const partial = {
    chainId,
    accountNumber: BigInt(account.account_number),
    sequence: BigInt(account.sequence),
    from,
    to,
    denom: ctx.denom,
    amount: intent.amount,
    ...(memo ? { memo } : {}),
    feeInTx: !thor,
    spendable,
  };
  const gasLimit = thor
    ? THORCHAIN_GAS_LIMIT
    : ceilDiv((await simulatedGas(ctx, partial, o)) * SIMULATION_MULTIPLIER_TENTHS, 10n);
  const fixed = nativeFee ?? THORCHAIN_DEFAULT_NATIVE_FEE;
  const options = thor
    ? [
        { title: 'Normal' as const, price: fixed },
        { title: 'Recommended' as const, price: fixed },
      ]
    : [
        { title: 'Normal' as const, price: COSMOS_PRICE.normal },
        { title: 'Recommended' as const, price: COSMOS_PRICE.recommended },
      ];
  const payload: CosmosPrepared = { ...partial, gasLimit };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to, ...(memo ? { memo } : {}) },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee: 0n,
    isMax: false,
    options,
    price: 0n,
    view: {
      estimateGas: gasLimit.toString(),
      maxPriorityFeePerGas: null,
      nonce: Number(payload.sequence),
      l1Fees: null,
      selectedUTXOs: null,
    },
    payload,
  };
  const price = thor ? fixed : (o.price ?? COSMOS_PRICE.recommended);
  return settle(base, payload, price);
}

export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  const p = cosmosPrepared(prepared);
  // THORChain's network sets the fee: there is no price to choose.
  if (!p.feeInTx) throw new UnsupportedOperationError(prepared.chain_name, 'A custom fee');
  return settle(prepared, p, price);
}
