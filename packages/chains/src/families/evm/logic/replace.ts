/**
 * Speed-up and cancel of a pending transaction (spec §4, §9): same nonce, twice the gas price.
 * Refused when mined ('Transaction is already succeed'), unknown ('Transaction not found') or
 * behind an earlier pending nonce ('Transaction is in queue, Please update first pending transactions.').
 */
import { getAddress, type Hex } from 'viem';
import type { PreparedTransfer } from '../../../adapter-types';
import { getNonce, getReceipt, getTransaction } from './calls';
import type { EvmContext } from './context';
import { capPriorityFee, doubled } from './fee-math';
import { batchDelegateFor } from './delegates';
import { l1Fee } from './l1fee';
import type { EvmTxPayload } from './payload';
import { maxFeeOf, viewOf, type EvmPrepared } from './prepare';

export const ALREADY_SUCCEED = 'Transaction is already succeed';
export const NOT_FOUND = 'Transaction not found';
export const IN_QUEUE = 'Transaction is in queue, Please update first pending transactions.';

export async function prepareReplacement(
  ctx: EvmContext,
  hash: string,
  mode: 'speedUp' | 'cancel',
): Promise<PreparedTransfer> {
  if (await getReceipt(ctx, hash)) throw new Error(ALREADY_SUCCEED);
  const tx = await getTransaction(ctx, hash);
  if (!tx) throw new Error(NOT_FOUND);
  if (tx.blockNumber !== null && tx.blockNumber !== undefined) throw new Error(ALREADY_SUCCEED);
  const from = getAddress(tx.from);
  const mined = await getNonce(ctx, from, 'latest');
  if (tx.nonce > mined) throw new Error(IN_QUEUE);

  const cancel = mode === 'cancel';
  const type =
    tx.type === '0x0' || tx.type === '0x1' ? 'legacy' : tx.type === '0x4' && !cancel ? 'eip7702' : 'eip1559';
  const p: EvmTxPayload = {
    type,
    chainId: ctx.chainId,
    from,
    nonce: Number(tx.nonce),
    // A contract creation sped up stays one (no `to`).
    to: cancel ? from : tx.to ? (getAddress(tx.to) as Hex) : null,
    value: cancel ? 0n : tx.value,
    data: cancel ? '0x' : (tx.input as Hex),
    gas: cancel ? 21_000n : tx.gas,
  };
  if (type === 'legacy') p.gasPrice = doubled(tx.gasPrice ?? 0n);
  else {
    const maxFee = doubled(tx.maxFeePerGas ?? tx.gasPrice ?? 0n);
    p.maxFeePerGas = maxFee;
    p.maxPriorityFeePerGas = capPriorityFee(doubled(tx.maxPriorityFeePerGas ?? 0n), maxFee);
  }
  if (type === 'eip7702') {
    // Re-authorize what the original authorized (a batch's delegate, or the zero address of a revocation).
    const original = tx.authorizationList?.[0]?.address;
    const delegate = original ?? batchDelegateFor(ctx)?.address;
    if (!delegate) throw new Error('No batch-call delegate configured to re-authorize this batch');
    p.delegate = { address: getAddress(delegate), chainId: ctx.chainId, nonce: p.nonce + 1 };
  }
  const price = p.gasPrice ?? p.maxFeePerGas ?? 0n;
  // OP-stack chains charge the replacement's L1 data fee too: the review must show it.
  const l1 = await l1Fee(ctx, p);
  return {
    chain_name: ctx.chain.chain_name,
    intent: { from, to: p.to ?? '', amount: p.value },
    requestedAmount: p.value,
    amount: p.value,
    fee: maxFeeOf(p, l1),
    isMax: false,
    options: [],
    price,
    view: viewOf(p, l1),
    replaces: hash,
    payload: { tx: p, l1Fee: l1 } satisfies EvmPrepared,
  };
}
