/** Builds the unsigned transaction for an intent and a chosen fee (custom gas, nonce allowed). */
import { getAddress, isAddress, type Hex } from 'viem';
import type { FeeChoice, TxIntent, UnsignedTx } from '../../../adapter-types';
import type { EvmContext } from './context';
import { gasLimitFor, payloadFor, pendingNonce, priorityFee } from './fees';
import { callFromIntent } from './intent';
import type { EvmTxPayload } from './payload';

export async function buildTransaction(
  ctx: EvmContext,
  intent: TxIntent,
  choice: FeeChoice,
): Promise<UnsignedTx<EvmTxPayload>> {
  if (!isAddress(intent.from, { strict: false })) throw new Error('Invalid sender address');
  if (!intent.calls?.length && !isAddress(intent.to, { strict: false }))
    throw new Error('Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  const from = getAddress(intent.from);
  const call = callFromIntent(intent);
  if (call.batch && !ctx.config.batchDelegate) {
    throw new Error(`Batch sends need a batch-call delegate on ${ctx.chain.chain_name}; none is configured`);
  }
  const [nonce, gas, priority] = await Promise.all([
    choice.nonce ?? pendingNonce(ctx, from),
    choice.gasLimit ?? gasLimitFor(ctx, from, call),
    choice.maxPriorityFeePerGas ?? priorityFee(ctx, choice.gasPrice),
  ]);
  const payload = payloadFor(ctx, from, call, { nonce, gas, gasPrice: choice.gasPrice, priority });
  if (call.batch && ctx.config.batchDelegate) {
    // The sender authorizes its own delegation; its nonce has already advanced by the transaction.
    payload.delegate = {
      address: getAddress(ctx.config.batchDelegate) as Hex,
      chainId: ctx.chainId,
      nonce: nonce + 1,
    };
  }
  return { chain_name: ctx.chain.chain_name, family: 'evm', payload };
}
