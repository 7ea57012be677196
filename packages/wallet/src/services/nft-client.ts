/**
 * The product API's NFT provider route (app-layer §7, docs/api.md "NFTs"): one page of 20 NFTs
 * of an address on one chain, with the cursor of the next page. Answers are checked with zod; a
 * malformed one is an ApiClientError, never an empty gallery.
 */
import { z } from 'zod';
import type { HttpClient } from './http-client';

export const nftItemSchema = z.object({
  contract: z.string().min(1).max(100),
  tokenId: z.string().min(1).max(100),
  standard: z.enum(['ERC721', 'ERC1155', 'SOLANA']),
  name: z.string().max(1_000).nullable(),
  collection: z.string().max(1_000).nullable(),
  image: z.string().max(1_000_000).nullable(),
  balance: z.string().regex(/^\d{1,78}$/),
  metadata: z.unknown(),
});
export type NftItem = z.infer<typeof nftItemSchema>;

const nftPageSchema = z.object({
  chain_name: z.string(),
  items: z.array(nftItemSchema).max(100),
  cursor: z.string().max(1_000).nullable(),
});
export type NftPage = z.infer<typeof nftPageSchema>;

export interface NftClient {
  /** `network` for Solana (mainnet or devnet); EVM chains ignore it. */
  page(chainName: string, address: string, o?: { cursor?: string; network?: string }): Promise<NftPage>;
}

export function createNftClient(http: HttpClient): NftClient {
  return {
    page: (chainName, address, o = {}) =>
      http.get(`/nft/${encodeURIComponent(chainName)}/${encodeURIComponent(address)}`, nftPageSchema, {
        cursor: o.cursor,
        network: o.network,
      }),
  };
}
