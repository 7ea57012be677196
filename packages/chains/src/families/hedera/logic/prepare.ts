/**
 * Prepared Hedera transfers. The sender's account, the receiver's and the HBAR exchange rate
 * are read at once from the mirror node. The sender must have an account ('No accountId found',
 * spec §8); a receiver written as a key alias without an account gets one created by the
 * transfer (spec §4), and a numbered receiver must exist. The fee is spec §9's estimate,
 * 0.0021 USD at the mirror's rate in tinybars (plus the account creation when there is one); it
 * is signed as the transaction's maximum fee, and the network sets what is charged (no custom
 * fee). The max rule (app-layer §4) counts that fee.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import type { PreparedTransfer, PrepareOptions, TxIntent } from '../../../adapter-types';
import { UnsupportedOperationError } from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import type { HederaContext } from './context';
import { checkedAddress, lookup } from './lookup';
import { hederaPrepared, type HederaPrepared } from './payload';
import { ACCOUNT_CREATE_MICRO_USD, FEE_ESTIMATE_MICRO_USD, NO_ACCOUNT_ID, usdToTinybars } from './rules';
import { isHederaSigner } from './signer';

const MAX_TINYBARS = (1n << 63n) - 1n;
/** The network refuses memos over 100 bytes (MEMO_TOO_LONG). */
const MAX_MEMO_BYTES = 100;

function keyHex(found: { key?: { _type: string; key: string } | null | undefined }): string | null {
  const k = found.key;
  if (!k || k._type !== 'ED25519') return null;
  // The mirror shows the raw key, or (older versions) its DER form: the last 32 bytes either way.
  return /^[0-9a-fA-F]{64,}$/.test(k.key) ? k.key.slice(-64).toLowerCase() : null;
}

function settle(base: PreparedTransfer, state: HederaPrepared, fee: bigint): PreparedTransfer {
  const balance = BigInt(state.balance);
  const { amount, isMax } = applyMaxRule(base.requestedAmount, fee, balance);
  return {
    ...base,
    intent: { ...base.intent, amount },
    amount,
    fee,
    isMax,
    available: balance,
    options: [
      { title: 'Normal', price: fee },
      { title: 'Recommended', price: fee },
    ],
    price: fee,
    payload: state,
  };
}

export async function prepareTransfer(
  ctx: HederaContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = checkedAddress(ctx, intent.from, 'sender');
  const to = checkedAddress(ctx, intent.to, 'custom');
  if (from === to) throw new Error('The receiver is the sending account');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (intent.amount > MAX_TINYBARS) throw new Error('The amount is larger than any Hedera account can hold');
  const memo = intent.memo ?? '';
  if (new TextEncoder().encode(memo).length > MAX_MEMO_BYTES)
    throw new Error(`A Hedera memo holds at most ${MAX_MEMO_BYTES} bytes`);
  if (ctx.nodes.length === 0) throw new Error('No Hedera node is configured to send to');
  const [sender, receiver, rate] = await Promise.all([
    lookup(ctx, from),
    lookup(ctx, to),
    ctx.mirror.exchangeRate(),
  ]);
  if (!sender.found || sender.found.deleted) throw new Error(NO_ACCOUNT_ID);
  const accountKey = keyHex(sender.found);
  const signer = o.signer && isHederaSigner(o.signer) ? o.signer : undefined;
  if (signer && accountKey && signer.publicKey.length === 32) {
    if (bytesToHex(signer.publicKey) !== accountKey)
      throw new Error('The signing key does not belong to the sending address');
  }
  if (receiver.found && receiver.found.account === sender.found.account)
    throw new Error('The receiver is the sending account');
  const createsAccount = !receiver.found;
  if (createsAccount && !receiver.account.alias)
    throw new Error(`The receiving account ${to} does not exist on Hedera`);
  if (receiver.found?.deleted) throw new Error(`The receiving account ${receiver.found.account} was deleted`);
  const usd = FEE_ESTIMATE_MICRO_USD + (createsAccount ? ACCOUNT_CREATE_MICRO_USD : 0n);
  const fee = usdToTinybars(usd, {
    cent: BigInt(rate.current_rate.cent_equivalent),
    hbar: BigInt(rate.current_rate.hbar_equivalent),
  });
  const state: HederaPrepared = {
    payer: sender.found.account,
    to: receiver.found ? receiver.found.account : to,
    createsAccount,
    nodes: ctx.nodes.map((n) => n.node),
    accountKey,
    memo,
    balance: sender.found.balance.balance,
  };
  const base: PreparedTransfer = {
    chain_name: ctx.chain.chain_name,
    intent: { ...intent, from, to },
    requestedAmount: intent.amount,
    amount: intent.amount,
    fee,
    isMax: false,
    options: [],
    price: fee,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: state,
  };
  return settle(base, state, fee);
}

/** The network sets Hedera's fee: there is no price to choose. */
export function repriceTransfer(prepared: PreparedTransfer, price: bigint): PreparedTransfer {
  const state = hederaPrepared(prepared);
  if (price === prepared.fee) return settle(prepared, state, price);
  throw new UnsupportedOperationError(prepared.chain_name, 'A custom fee');
}
