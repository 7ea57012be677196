/**
 * A reviewed request carried out: eth_sendTransaction through the one send pipeline
 * (prepareTransfer at review time, so the review shows the fee and its fiat value; submitPrepared
 * on approval, the pending record like any send), personal_sign and eth_signTypedData_v4 through
 * the signer's family-neutral message capability, wallet_switchEthereumChain as a chainChanged
 * session event.
 */
import { getChain, type NetworkName, type PreparedTransfer } from '@kestrel/chains';
import type { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import { fiatValue } from '../flows/fiat';
import type { FlowEnv } from '../flows/flowEnv';
import { recordPending } from '../flows/pendingStore';
import { submitPrepared } from '../flows/submitTransfer';
import { walletOf } from '../flows/walletOf';
import type { Wallet, WalletCoin } from '../store/types';
import { chainOfCaip } from './chains';
import { WC_ERRORS } from './errors';
import { hexToBytes, RequestRefusal, type RequestReview } from './requests';

export interface PendingRequest {
  id: number;
  topic: string;
  /** CAIP-2 chain of the request. */
  chainId: string;
  chain_name: string;
  dapp: { name: string; url: string; icon: string | null };
  review: RequestReview;
  walletId: string;
  /** eth_sendTransaction: the fee in the native coin's smallest unit, and in fiat when a rate is known. */
  fee?: { amount: string; symbol: string; fiat: string | null };
}

/** A request ready for review; `prepared` (bigints) stays out of the store for the approval to submit. */
export interface PreparedRequest {
  pending: PendingRequest;
  prepared?: PreparedTransfer;
}

function ownerOf(env: FlowEnv, topic: string): Wallet {
  const state = env.getState();
  const owner = state.wallets.allWallets.find((w) => w.session[topic] !== undefined);
  return owner ?? walletOf(state);
}

function coinFor(wallet: Wallet, chain_name: string, address: string): WalletCoin {
  const coin = wallet.coins.find(
    (c) => c.chain_name === chain_name && c.address.toLowerCase() === address.toLowerCase(),
  );
  if (!coin)
    throw new RequestRefusal({ ...WC_ERRORS.invalidParams, message: 'The account is not in this wallet.' });
  return coin;
}

function addressOf(review: RequestReview): string | null {
  switch (review.method) {
    case 'eth_sendTransaction':
      return review.tx.from;
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      return review.address;
    default:
      return null;
  }
}

export async function prepareRequest(
  env: FlowEnv,
  network: NetworkName,
  r: { id: number; topic: string; chainId: string; session: SessionTypes.Struct; review: RequestReview },
): Promise<PreparedRequest> {
  const chain = chainOfCaip(r.chainId, network);
  if (!chain) throw new RequestRefusal(WC_ERRORS.unsupportedChains);
  const wallet = ownerOf(env, r.topic);
  const meta = r.session.peer.metadata;
  const pending: PendingRequest = {
    id: r.id,
    topic: r.topic,
    chainId: r.chainId,
    chain_name: chain.chain_name,
    dapp: { name: meta.name, url: meta.url, icon: meta.icons[0] ?? null },
    review: r.review,
    walletId: wallet.id,
  };
  const address = addressOf(r.review);
  if (address) coinFor(wallet, chain.chain_name, address);
  if (r.review.method !== 'eth_sendTransaction') return { pending };
  const { tx } = r.review;
  const adapter = await env.adapters(chain.chain_name);
  const prepared = await adapter.prepareTransfer({
    from: tx.from,
    // A deployment has no recipient: the family-neutral TxIntent says so with an empty `to`.
    to: tx.to ?? '',
    amount: BigInt(tx.value),
    data: tx.data,
  });
  const rates = await env.prices?.getFiatRates([chain.symbol]).catch(() => undefined);
  const rate = rates?.[chain.symbol];
  const amount = prepared.fee.toString();
  return {
    pending: {
      ...pending,
      fee: { amount, symbol: chain.symbol, fiat: rate ? fiatValue(amount, chain.decimals, rate) : null },
    },
    prepared,
  };
}

export async function carryOut(
  env: FlowEnv,
  client: InstanceType<typeof SignClient>,
  { pending: r, prepared }: PreparedRequest,
): Promise<unknown> {
  const wallet = walletOf(env.getState(), r.walletId);
  const review = r.review;
  switch (review.method) {
    case 'eth_sendTransaction': {
      const coin = coinFor(wallet, r.chain_name, review.tx.from);
      const adapter = await env.adapters(r.chain_name);
      const sent = await submitPrepared(adapter, prepared!, await env.signers(wallet.id, coin));
      if (!sent.hash) throw new Error('The transaction was not accepted');
      recordPending(env, coin, {
        hash: sent.hash,
        date: (env.now ?? Date.now)(),
        ...(sent.entry ? { entry: sent.entry } : {}),
      });
      return sent.hash;
    }
    case 'personal_sign': {
      const signer = await env.signers(wallet.id, coinFor(wallet, r.chain_name, review.address));
      if (!signer.signPersonalMessage)
        throw new Error(`${getChain(r.chain_name).name} accounts cannot sign messages`);
      return signer.signPersonalMessage(hexToBytes(review.messageHex));
    }
    case 'eth_signTypedData_v4': {
      const signer = await env.signers(wallet.id, coinFor(wallet, r.chain_name, review.address));
      if (!signer.signTypedData)
        throw new Error(`${getChain(r.chain_name).name} accounts cannot sign typed data`);
      return signer.signTypedData(review.json);
    }
    case 'wallet_switchEthereumChain': {
      const id = Number(review.chainId.split(':')[1]);
      await client.emit({
        topic: r.topic,
        chainId: review.chainId,
        event: { name: 'chainChanged', data: id },
      });
      return null;
    }
  }
}
