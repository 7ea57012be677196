/**
 * The NFT gallery's flows (app-layer §3 Wallet nft / selectedNftChain / selectedNft, §7 NFT
 * provider, §9 page size 20): loadNfts fetches a page of the current wallet's NFTs on one chain
 * through the product API and keeps it in the wallet's `nft[chain]` (data, loading, cursor);
 * more pages append by cursor. Only the supported NFT chains are fetched: others are ignored
 * (§5). Metadata given as a string is parsed as JSON when it is JSON; a broken one stays the
 * text it is. selectNftToSend puts an NFT into the one send pipeline (kind 'nft').
 */
import { DEFAULT_NFT_CHAIN } from '../rules/constants';
import { transferActions } from '../store/slices/transfer';
import { walletsActions } from '../store/slices/wallets';
import type { NftClient, NftItem } from '../services/nft-client';
import type { FlowEnv } from './flowEnv';
import type { NftRef } from './transferIntent';
import { errorText, walletOf } from './walletOf';

/** The chains whose NFTs the wallet shows (the product API's NFT upstreams serve these). */
export const NFT_CHAINS = ['ethereum', 'polygon', 'base', 'arbitrum', 'optimism', 'solana'] as const;
export const NFT_PAGE_SIZE = 20;

export const isNftChain = (chainName: string): boolean =>
  (NFT_CHAINS as readonly string[]).includes(chainName);

/** What a gallery shows of an NFT's metadata: the parsed JSON, or the text when it is not JSON. */
export type NftMetadata = { json: unknown } | { text: string } | null;

export function parseNftMetadata(raw: unknown): NftMetadata {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') return { json: raw };
  try {
    return { json: JSON.parse(raw) as unknown };
  } catch {
    return { text: raw };
  }
}

/** An NFT as the gallery keeps it: the API's item with its metadata parsed. */
export interface WalletNft extends Omit<NftItem, 'metadata'> {
  chain_name: string;
  metadata: NftMetadata;
}

/** The state a chain's gallery shows; `error` is a failed fetch (never shown as "no NFTs"). */
export interface NftGalleryState {
  data: WalletNft[];
  loading: boolean;
  cursor: string | null;
  error?: string;
}

/** The wallet's selected NFT chain (default Ethereum). */
export function selectedNftChain(env: Pick<FlowEnv, 'getState'>): string {
  return walletOf(env.getState()).selectedNftChain || DEFAULT_NFT_CHAIN;
}

export function selectNftChain(env: Pick<FlowEnv, 'dispatch'>, chainName: string): void {
  if (isNftChain(chainName)) env.dispatch(walletsActions.setSelectedNftChain(chainName));
}

export interface LoadNftsOptions {
  chain_name?: string;
  /** Append the next page (by the stored cursor) instead of starting over. */
  more?: boolean;
  /** The wallet's network (mainnet, testnet, devnet; default mainnet): the API picks the upstream's. */
  network?: string;
}

/**
 * Fetches a page into `nft[chain]` and answers the chain's state; null when the chain is not an
 * NFT chain or the wallet has no address there (ignored, nothing changes).
 */
export async function loadNfts(
  env: Pick<FlowEnv, 'dispatch' | 'getState'>,
  client: NftClient,
  o: LoadNftsOptions = {},
): Promise<NftGalleryState | null> {
  const chain = o.chain_name ?? selectedNftChain(env);
  if (!isNftChain(chain)) return null;
  const wallet = walletOf(env.getState());
  const coin = wallet.coins.find((c) => c.chain_name === chain && c.type !== 'token');
  if (!coin?.address) return null;
  const before = (wallet.nft[chain] as NftGalleryState | undefined) ?? {
    data: [],
    loading: false,
    cursor: null,
  };
  const cursor = o.more ? before.cursor : null;
  if (o.more && !cursor) return before;
  const set = (state: NftGalleryState) => {
    env.dispatch(walletsActions.setNftChainState({ chain_name: chain, state }));
    return state;
  };
  set({ data: o.more ? before.data : [], loading: true, cursor });
  try {
    const page = await client.page(chain, coin.address, {
      ...(cursor ? { cursor } : {}),
      ...(o.network ? { network: o.network } : {}),
    });
    const items = page.items.map((i) => ({
      ...i,
      chain_name: chain,
      metadata: parseNftMetadata(i.metadata),
    }));
    return set({ data: [...(o.more ? before.data : []), ...items], loading: false, cursor: page.cursor });
  } catch (e) {
    return set({ data: o.more ? before.data : [], loading: false, cursor, error: errorText(e) });
  }
}

/**
 * An NFT named by its mint alone (a chain whose adapter has `nftsByMint`). `amount` is what was
 * asked (the adapter refuses anything but one), never silently dropped.
 */
export function nftRefByMint(mint: string, amount?: string): NftRef {
  return { standard: 'SOLANA', contract: mint, tokenId: mint, ...(amount !== undefined ? { amount } : {}) };
}

/**
 * The NFT's reference for a send: ERC-721 one token, ERC-1155 `amount` (decimal, default 1), a
 * Solana NFT by its mint (the provider's asset id; its `contract` is the collection).
 */
export function nftRefOf(nft: Pick<WalletNft, 'standard' | 'contract' | 'tokenId'>, amount = '1'): NftRef {
  if (nft.standard === 'SOLANA') return nftRefByMint(nft.tokenId);
  return {
    standard: nft.standard,
    contract: nft.contract,
    tokenId: nft.tokenId,
    ...(nft.standard === 'ERC1155' ? { amount } : {}),
  };
}

/**
 * Selects an NFT to send: the wallet's selectedNft (with its native coin's id) and the transfer's
 * selectedNFT, which makes the send flow's default kind 'nft'.
 */
export function selectNftToSend(
  env: Pick<FlowEnv, 'dispatch' | 'getState'>,
  nft: WalletNft,
  amount = '1',
): NftRef {
  const ref = nftRefOf(nft, amount);
  const coin = walletOf(env.getState()).coins.find(
    (c) => c.chain_name === nft.chain_name && c.type !== 'token',
  );
  env.dispatch(walletsActions.setSelectedNft({ ...nft, coinId: coin?._id ?? null }));
  env.dispatch(transferActions.setSelectedNFT(ref));
  return ref;
}

/** Clears the NFT selection (the send flow goes back to the coin's default kind). */
export function clearNftSelection(env: Pick<FlowEnv, 'dispatch'>): void {
  env.dispatch(walletsActions.setSelectedNft(null));
  env.dispatch(transferActions.setSelectedNFT(null));
}
