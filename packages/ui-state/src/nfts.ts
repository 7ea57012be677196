/**
 * The NFT gallery's state for the screens (docs/wallet.md "NFTs"): the wallet's loadNfts over the
 * product API's /nft route (at /api), one chain at a time, the selected NFT chain kept in the
 * wallet (default Ethereum), and an NFT send through the one send pipeline (estimateTransferFee,
 * then sendTransfer with kind 'nft', which shows the NFT success toast and goes Home).
 */
import { useCallback, useEffect, useState } from 'react';
import type { NftGalleryState, NftRef, WalletNft } from '@kestrel/wallet';
import { getFlowEnv } from './flows';
import { useSession } from './hooks';
import { API_PATH } from './network';
import { onOrigin } from './platform';
import { loadWallet } from './wallet';

export type { NftGalleryState, WalletNft };

async function nftClient() {
  const mod = await loadWallet();
  return mod.createNftClient(mod.createHttpClient({ baseUrl: onOrigin(API_PATH) }));
}

/** Only http(s) pictures and inline data: images are shown (never javascript: or other schemes). */
export function safeImage(url: string | null): string | null {
  return url && /^(https?:\/\/|data:image\/)/i.test(url) ? url : null;
}

export interface NftGallery {
  chain: string | null;
  chains: readonly string[];
  state: NftGalleryState | null;
  setChain(chain: string): void;
  loadMore(): void;
  reload(): void;
}

/** The gallery of `chains` (those the wallet holds), starting at the wallet's selected NFT chain. */
export function useNftGallery(walletChains: readonly string[]): NftGallery {
  const { network, currentWalletIndex } = useSession();
  const [chains, setChains] = useState<readonly string[]>([]);
  const [chain, setChainState] = useState<string | null>(null);
  const [state, setState] = useState<NftGalleryState | null>(null);
  const key = walletChains.join(',');

  useEffect(() => {
    let live = true;
    void Promise.all([loadWallet(), getFlowEnv()]).then(([mod, env]) => {
      if (!live) return;
      const held: readonly string[] = mod.NFT_CHAINS.filter((c) => walletChains.includes(c));
      setChains(held);
      const selected = mod.selectedNftChain(env);
      setChainState(held.includes(selected) ? selected : (held[0] ?? null));
    });
    return () => {
      live = false;
    };
  }, [key, network, currentWalletIndex]);

  const run = useCallback(
    (more: boolean) => {
      if (!chain) return;
      void Promise.all([loadWallet(), getFlowEnv(), nftClient()]).then(async ([mod, env, client]) => {
        const pending = mod.loadNfts(env, client, {
          chain_name: chain,
          more,
          network,
        });
        setState((s) => (s ? { ...s, loading: true } : { data: [], loading: true, cursor: null }));
        setState(await pending);
      });
    },
    [chain, network],
  );

  useEffect(() => run(false), [run, currentWalletIndex]);

  const setChain = (c: string) => {
    setChainState(c);
    setState(null);
    void Promise.all([loadWallet(), getFlowEnv()]).then(([mod, env]) => mod.selectNftChain(env, c));
  };
  return { chain, chains, state, setChain, loadMore: () => run(true), reload: () => run(false) };
}

/** The native coin of the NFT's chain in the current wallet (its address sends the NFT). */
export async function nftCoinId(nft: WalletNft): Promise<string | null> {
  const env = await getFlowEnv();
  const w = env.getState().wallets.allWallets[env.getState().wallets.currentWalletIndex];
  return w?.coins.find((c) => c.chain_name === nft.chain_name && c.type !== 'token')?._id ?? null;
}

/** Starts an NFT transfer and estimates its fee: the fee text, or the estimate's error. */
export async function reviewNftSend(
  nft: WalletNft,
  toAddress: string,
  amount: string,
): Promise<{ ok: true; fee: string; ref: NftRef } | { ok: false; error: string }> {
  const [mod, env] = await Promise.all([loadWallet(), getFlowEnv()]);
  const coinId = await nftCoinId(nft);
  if (!coinId) return { ok: false, error: 'The wallet has no coin on this chain' };
  env.dispatch(mod.transferActions.startTransfer({ currentCoin: coinId, amount: '0', toAddress }));
  let ref: NftRef;
  try {
    ref = mod.selectNftToSend(env, nft, amount);
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  const r = await mod.estimateTransferFee(env, { kind: 'nft', nft: ref });
  if (!r.ok) return { ok: false, error: r.error };
  const chain = mod.getChain(nft.chain_name);
  return { ok: true, fee: `${mod.formatUnits(r.prepared.fee, chain.decimals)} ${chain.symbol}`, ref };
}

/** Sends the reviewed NFT transfer (the pipeline toasts, then goes Home). */
export async function confirmNftSend(ref: NftRef): Promise<void> {
  const [mod, env] = await Promise.all([loadWallet(), getFlowEnv()]);
  try {
    await mod.sendTransfer(env, { kind: 'nft', nft: ref });
  } finally {
    mod.clearNftSelection(env);
  }
}
