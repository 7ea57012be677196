/**
 * Prepared Polkadot transfers (the review's data). The call (Balances.transfer_keep_alive: the
 * sender keeps the existential deposit), nonce, mortal era from the best block, runtime versions
 * and genesis are fixed here, so the build signs exactly what was reviewed. The fee is the
 * runtime's partial fee for that very extrinsic (TransactionPaymentApi_query_info; the signature
 * does not change it, only the length does). Max rule (spec §4/§5) over what may be spent, the
 * existential deposit kept; spec §5: under 1 DOT to a receiver holding nothing fails with
 * polkadot_receiver_should_1_dot.
 */
import { hex } from '@scure/base';
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { UnsupportedOperationError } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { networkDecimals } from '../../../registry/decimals';
import { spendable } from './account';
import { checkAddress } from './address-key';
import { readAccount } from './balance';
import type { PolkadotContext } from './context';
import { checkExtensions } from './extensions';
import { encodeSigned, type SignedExtensions, type TransferCall } from './extrinsic';
import { polkadotPrepared, type PolkadotPrepared } from './payload';
import {
  ERA_PERIOD,
  INSUFFICIENT_BALANCE,
  ONE_DOT,
  RECEIVER_CODE,
  RECEIVER_TEXT,
  TRANSFER_KEEP_ALIVE,
} from './rules';
import { concatBytes, readUintLE, uintLE } from './scale';

const MAX_U128 = (1n << 128n) - 1n;
const ZERO_SIGNATURE = new Uint8Array(64);

/** The partial fee the runtime charges for this extrinsic (RuntimeDispatchInfo ends with it, u128). */
export async function queryFee(
  ctx: PolkadotContext,
  call: TransferCall,
  x: SignedExtensions,
  signer: Uint8Array,
) {
  const ext = encodeSigned(call, x, signer, ZERO_SIGNATURE);
  const answer = hex.decode(
    (
      await ctx.rpc.runtimeCall(
        'TransactionPaymentApi_query_info',
        `0x${hex.encode(concatBytes(ext, uintLE(ext.length, 4)))}`,
      )
    ).slice(2),
  );
  if (answer.length < 17) throw new Error('The node answered the fee query with too few bytes');
  return readUintLE(answer, answer.length - 16, 16);
}

/** Spec §5's "1 DOT" is one coin of the network (10^12 plancks of Westend's WND). */
export function receiverRule(amount: bigint, receiverFree: bigint, oneCoin = ONE_DOT): void {
  if (amount < oneCoin && receiverFree === 0n) throw new Error(`${RECEIVER_CODE}: ${RECEIVER_TEXT}`);
}

export async function prepareTransfer(
  ctx: PolkadotContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  if (intent.asset && intent.asset.kind !== 'native')
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A token send');
  const from = checkAddress(intent.from, ctx.network, 'Invalid sender address');
  const to = checkAddress(intent.to, ctx.network, 'Invalid custom address');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (intent.amount > MAX_U128) throw new Error('The amount is too large for a Polkadot transfer');
  if (o.price !== undefined && o.price !== 1n)
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee price');
  // Refuse before any network call when the runtime has an extension we cannot encode.
  checkExtensions(ctx.runtime.extensions);
  const [sender, receiver, version, genesis, best] = await Promise.all([
    readAccount(ctx, from.key),
    readAccount(ctx, to.key),
    ctx.rpc.runtimeVersion(),
    ctx.genesis(),
    ctx.rpc.bestBlock(),
  ]);
  const extensions: SignedExtensions = {
    era: { period: ERA_PERIOD, birth: best.number },
    nonce: sender.nonce,
    tip: 0n,
    specVersion: version.specVersion,
    transactionVersion: version.transactionVersion,
    genesisHash: hex.decode(genesis.slice(2)),
    blockHash: hex.decode(best.hash.slice(2)),
    identifiers: ctx.runtime.extensions,
  };
  const available = spendable(sender, ctx.runtime.existentialDeposit);
  const callOf = (value: bigint): TransferCall => ({
    callIndex: [ctx.runtime.balancesPallet, TRANSFER_KEEP_ALIVE],
    dest: to.key,
    value,
  });
  // The fee depends on the encoded length, so a reduced amount is priced again until it settles.
  let fee = await queryFee(ctx, callOf(intent.amount), extensions, from.key);
  let { amount, isMax } = applyMaxRule(intent.amount, fee, available);
  for (let i = 0; i < 3 && isMax && amount > 0n; i++) {
    const again = await queryFee(ctx, callOf(amount), extensions, from.key);
    if (again === fee) break;
    fee = again;
    ({ amount, isMax } = applyMaxRule(intent.amount, fee, available));
  }
  if (isMax && amount === 0n) throw new Error(INSUFFICIENT_BALANCE);
  receiverRule(amount, receiver.free, 10n ** BigInt(networkDecimals(ctx.chain, ctx.network)));
  const payload: PolkadotPrepared = {
    signer: hex.encode(from.key),
    call: callOf(amount),
    extensions,
    spendable: available,
  };
  return {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from: from.address, to: to.address, amount },
    requestedAmount: intent.amount,
    amount,
    fee,
    isMax,
    available,
    // The runtime sets the fee: one price, nothing to choose (like TON).
    options: [
      { title: 'Normal', price: 1n },
      { title: 'Recommended', price: 1n },
    ],
    price: 1n,
    view: {
      estimateGas: null,
      maxPriorityFeePerGas: null,
      nonce: sender.nonce,
      l1Fees: null,
      selectedUTXOs: null,
    },
    payload,
  };
}

export function repriceTransfer(
  ctx: PolkadotContext,
  prepared: PreparedTransfer,
  price: bigint,
): PreparedTransfer {
  polkadotPrepared(prepared);
  if (price !== prepared.price)
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee price');
  return prepared;
}
