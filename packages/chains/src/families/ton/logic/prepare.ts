/**
 * Prepared TON transfers: the wallet's balance and seqno are read once, the internal message is
 * built, the fee estimated on it, and the max and carry-all rules applied (spec §4, §5). The
 * payload fixes the seqno, mode and message: building only adds the expiry and the signature.
 */
import { Address } from '@ton/core';
import {
  UnsupportedOperationError,
  type PreparedTransfer,
  type PrepareOptions,
  type TxIntent,
} from '../../../adapter-types';
import { applyMaxRule } from '../../../max-rule';
import { nextSeqno, walletInfo } from './account';
import { validateTonAddress } from './address';
import type { TonContext } from './context';
import { estimateFee } from './fees';
import { jettonWalletOf } from './jetton';
import { commentBody, internalMessage, jettonTransferBody } from './messages';
import type { TonPrepared } from './payload';
import {
  DEFAULT_COMMENT,
  JETTON_ATTACHED,
  JETTON_ESTIMATE_EXTRA,
  MODE_CARRY_ALL,
  MODE_NORMAL,
} from './rules';
import { isTonSigner } from './signer';
import { DEFAULT_WALLET_ID, walletV4R2Address } from './wallet-v4r2';

/** The spec §8 text, as the Bitcoin family has it: the wallet shows 'Low Balance' for it. */
export const INSUFFICIENT = 'Insufficient balance to broadcast transaction';

function parsed(
  ctx: TonContext,
  text: string,
  role: 'sender' | 'custom',
): { address: Address; bounce: boolean } {
  const check = validateTonAddress(text, ctx.network);
  if (!check.valid) throw new Error(`Invalid ${role} address: ${check.reason}`);
  const raw = text.trim();
  // The friendly form's flag says whether the receiver wants bounceable messages (EQ…/kQ…).
  const bounce = !raw.includes(':') && Address.isFriendly(raw) && Address.parseFriendly(raw).isBounceable;
  return { address: Address.parse(check.normalized), bounce };
}

export async function prepareTransfer(
  ctx: TonContext,
  intent: TxIntent,
  o: PrepareOptions = {},
): Promise<PreparedTransfer> {
  const from = parsed(ctx, intent.from, 'sender').address;
  const to = parsed(ctx, intent.to, 'custom');
  if (intent.amount < 0n) throw new Error('The amount must not be negative');
  if (intent.calls?.length) throw new UnsupportedOperationError(ctx.chain.chain_name, 'A batch send');
  const asset = intent.asset ?? { kind: 'native' as const };
  if (asset.kind === 'nft') throw new UnsupportedOperationError(ctx.chain.chain_name, 'An NFT send');

  const info = await walletInfo(ctx, from.toString());
  const seqno = nextSeqno(info);
  const deploy = info.account_state !== 'active';
  const signer = isTonSigner(o.signer) ? o.signer : undefined;
  if (signer && !walletV4R2Address(signer.publicKey, from.workChain).equals(from))
    throw new Error('The signer does not control this TON wallet');
  if (deploy && !signer)
    throw new Error('The first send from a TON wallet deploys it: prepare it with the wallet signer');
  const deployKey = deploy && signer ? signer.publicKey : null;
  const text = intent.memo?.trim() ? intent.memo : DEFAULT_COMMENT;
  const walletId = info.wallet_id ?? DEFAULT_WALLET_ID + from.workChain;
  const fmt = (a: Address) => validateTonAddress(a.toRawString(), ctx.network);

  let message;
  let jettonWallet: Address | undefined;
  if (asset.kind === 'token') {
    const master = parsed(ctx, asset.contract, 'custom').address;
    jettonWallet = await jettonWalletOf(ctx, master, from);
    message = internalMessage({
      to: jettonWallet,
      value: JETTON_ATTACHED,
      bounce: true,
      body: jettonTransferBody({ amount: intent.amount, to: to.address, responseTo: from, text }),
    });
  } else {
    message = internalMessage({
      to: to.address,
      value: intent.amount,
      bounce: to.bounce,
      body: commentBody(text),
    });
  }
  const networkFee = await estimateFee(ctx, { wallet: from, walletId, seqno, deployKey, message });
  const balance = info.balance;
  const normalizedFrom = fmt(from);
  const base = {
    chain_name: ctx.chain.chain_name,
    requestedAmount: intent.amount,
    available: balance,
    options: [
      { title: 'Normal' as const, price: 1n },
      { title: 'Recommended' as const, price: 1n },
    ],
    price: 1n,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: seqno, l1Fees: null, selectedUTXOs: null },
  };
  const payload = (mode: number, msg = message): TonPrepared => ({
    wallet: normalizedFrom.valid ? normalizedFrom.normalized : from.toString(),
    seqno,
    walletId,
    deployKey: deployKey ? Buffer.from(deployKey).toString('hex') : null,
    mode,
    message: msg.toBoc().toString('base64'),
    balance,
    ...(jettonWallet ? { jettonWallet: jettonWallet.toRawString() } : {}),
  });

  if (asset.kind === 'token') {
    const fee = networkFee + JETTON_ESTIMATE_EXTRA;
    if (fee > balance) throw new Error(INSUFFICIENT);
    return {
      ...base,
      intent: { ...intent, asset },
      amount: intent.amount,
      fee,
      isMax: false,
      payload: payload(MODE_NORMAL),
    };
  }
  // The max rule; a reduced amount can change the message's size (its value's bytes), and so the
  // import fee: estimate again until the message the fee was estimated on is the one to sign.
  let fee = networkFee;
  let estimated = message;
  let amount = intent.amount;
  let isMax = false;
  let msg = message;
  for (let i = 0; i < 3; i++) {
    ({ amount, isMax } = applyMaxRule(intent.amount, fee, balance));
    msg =
      amount === intent.amount
        ? message
        : internalMessage({ to: to.address, value: amount, bounce: to.bounce, body: commentBody(text) });
    if (msg.bits.length === estimated.bits.length) break;
    estimated = msg;
    fee = await estimateFee(ctx, { wallet: from, walletId, seqno, deployKey, message: msg });
  }
  // Spec §5: carry-all when amount plus fee reaches the balance; the message says the amount reviewed.
  const carryAll = amount + fee >= balance;
  return {
    ...base,
    intent: { ...intent, amount },
    amount,
    fee,
    isMax,
    payload: payload(carryAll ? MODE_CARRY_ALL : MODE_NORMAL, msg),
  };
}

/** TON fees are set by the network: the one price is 1 (nanoton per nanoton of fee). */
export function repriceTransfer(
  ctx: TonContext,
  prepared: PreparedTransfer,
  price: bigint,
): PreparedTransfer {
  if (price !== prepared.price)
    throw new UnsupportedOperationError(ctx.chain.chain_name, 'A custom fee price');
  return prepared;
}
