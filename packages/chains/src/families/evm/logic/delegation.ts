/**
 * EIP-7702 delegation of an account: what it delegates to now (its code is 0xef0100 || contract),
 * the network's batch delegate, and the revocation: a type-4 transaction whose authorization
 * delegates to the zero address, which clears the account's code (EIP-7702).
 */
import { getAddress, zeroAddress, type Hex } from 'viem';
import type { AccountDelegation, PreparedTransfer } from '../../../adapter-types';
import { getCode } from './calls';
import type { EvmContext } from './context';
import { batchDelegateFor, delegationOf, type BatchDelegate } from './delegates';
import { feeOptions } from './fee-math';
import { feeInfoOf, feeMarket } from './fee-market';
import { baseGasPrice, pendingNonce, priceFields } from './fees';
import { maxFeeOf, viewOf, type EvmPrepared } from './prepare';
import type { EvmTxPayload } from './payload';

/** 21000 for the transaction plus EIP-7702's PER_EMPTY_ACCOUNT_COST for its one authorization. */
export const REVOKE_GAS = 21_000n + 25_000n;

export const NO_DELEGATION = 'This account has no delegation to revoke';

export async function currentDelegation(ctx: EvmContext, address: string): Promise<Hex | null> {
  return delegationOf(await getCode(ctx, getAddress(address)));
}

export async function accountDelegation(ctx: EvmContext, address: string): Promise<AccountDelegation> {
  const d = batchDelegateFor(ctx);
  return {
    delegate: d ? { address: d.address, name: d.name } : null,
    current: await currentDelegation(ctx, address),
  };
}

/** A batch delegates to a contract that must exist on this chain: an empty address would run nothing. */
export async function checkDelegateDeployed(ctx: EvmContext, d: BatchDelegate): Promise<void> {
  const code = await getCode(ctx, d.address);
  if (code === '0x' || /^0x0*$/.test(code))
    throw new Error(`The batch delegate ${d.address} is not deployed on ${ctx.chain.name}`);
}

export async function prepareRevokeDelegation(ctx: EvmContext, address: string): Promise<PreparedTransfer> {
  const from = getAddress(address);
  const current = await currentDelegation(ctx, from);
  if (!current) throw new Error(NO_DELEGATION);
  const [base, nonce, info] = await Promise.all([baseGasPrice(ctx), pendingNonce(ctx, from), feeInfoOf(ctx)]);
  const market = await feeMarket(ctx, base);
  const options = feeOptions(base, info.multiplier);
  const price = options[1]?.price ?? base;
  const fees = {
    ...(market ? { market } : {}),
    ...(info.maxPriorityFee ? { tipCap: info.maxPriorityFee } : {}),
  };
  const tx: EvmTxPayload = {
    type: 'eip7702',
    chainId: ctx.chainId,
    from,
    nonce,
    to: from,
    value: 0n,
    data: '0x',
    gas: REVOKE_GAS,
    ...priceFields('eip7702', price, fees.market, fees.tipCap),
    // The sender's own authorization is checked after its nonce advanced for the transaction.
    delegate: { address: zeroAddress, chainId: ctx.chainId, nonce: nonce + 1 },
  };
  const d = batchDelegateFor(ctx);
  return {
    chain_name: ctx.chain.chain_name,
    intent: { from, to: from, amount: 0n },
    requestedAmount: 0n,
    amount: 0n,
    fee: maxFeeOf(tx, 0n),
    isMax: false,
    options,
    price,
    view: viewOf(tx, 0n),
    delegation: { delegate: d ? { address: d.address, name: d.name } : null, current },
    payload: { tx, l1Fee: 0n, ...fees } satisfies EvmPrepared,
  };
}
