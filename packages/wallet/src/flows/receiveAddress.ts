/**
 * receiveAddress: where a coin receives. Where the chain reads whole accounts (adapter
 * accountAddresses, e.g. an HD Bitcoin wallet, as Electrum and Sparrow do) it is the account's
 * first unused receive address, and the account's used addresses join the coin's
 * derived-addresses view; elsewhere, or without a signer (vault locked), the coin's active address.
 */
import { walletsActions } from '../store/slices/wallets';
import type { FlowEnv } from './flowEnv';
import { coinOf, walletOf } from './walletOf';

export interface ReceiveAddress {
  address: string;
  derivePath?: string;
  /** The account's used addresses (change ones marked), empty where the chain has no accounts. */
  used: { address: string; derivePath?: string; change: boolean }[];
}

export async function receiveAddress(
  env: FlowEnv,
  o: { coinId: string; walletId?: string },
): Promise<ReceiveAddress> {
  const state = env.getState();
  const wallet = walletOf(state, o.walletId);
  const coin = coinOf(wallet, o.coinId);
  const own: ReceiveAddress = {
    address: coin.address,
    ...(coin.derivePath ? { derivePath: coin.derivePath } : {}),
    used: [],
  };
  if (coin.networkMismatch) throw new Error(coin.networkMismatch);
  const adapter = await env.adapters(coin.chain_name);
  if (!adapter.accountAddresses || coin.type === 'token') return own;
  const signer = await env.signers(wallet.id, coin).catch(() => undefined);
  if (!signer) return own;
  const r = await adapter.accountAddresses(signer);
  if (!r) return own;
  // The derived-addresses view lists what the account has used (the view is the current wallet's).
  const isCurrent = state.wallets.allWallets[state.wallets.currentWalletIndex]?.id === wallet.id;
  const listed = new Set((coin.deriveAddresses ?? []).map((a) => a.address));
  const added = r.used
    .filter((a) => a.derivePath && !listed.has(a.address))
    .map((a) => ({ address: a.address, derivePath: a.derivePath!, isCustom: false }));
  if (isCurrent && added.length)
    env.dispatch(walletsActions.addDeriveAddresses({ coinId: coin._id, addresses: added }));
  return { ...r.receive, used: r.used };
}
