/**
 * The upstreams' documented answers, checked with zod, and their mapping to the product API's one
 * NFT item shape (docs/api.md "NFTs"). Alchemy getNFTsForOwner (v3): ownedNfts[] with contract,
 * tokenId, tokenType, name, image, raw.metadata, collection, balance, and pageKey. DAS
 * getAssetsByOwner: result.items[] with id, interface, content (metadata, links, files),
 * grouping, and page/limit. Tokens of other standards (fungible, spam "NO_SUPPORTED_NFT_STANDARD")
 * are left out.
 */
import { z } from 'zod';

export interface NftItem {
  contract: string;
  tokenId: string;
  standard: 'ERC721' | 'ERC1155' | 'SOLANA';
  name: string | null;
  collection: string | null;
  image: string | null;
  /** Decimal string: 1 for an ERC-721, the held amount for an ERC-1155. */
  balance: string;
  /** As the upstream gave it: an object, a JSON string to parse, or a broken string to show as is. */
  metadata: unknown;
}

export interface NftPage {
  chain_name: string;
  items: NftItem[];
  /** Pass back as ?cursor= for the next page; null on the last one. */
  cursor: string | null;
}

/** Longest metadata relayed (a JSON string or the object's JSON); longer is dropped to null. */
const MAX_METADATA = 16_384;
const MAX_TEXT = 1_000;
const text = z.string().max(MAX_TEXT).nullish();
const url = z.string().max(4_096).nullish();
const decimal = z.string().regex(/^\d{1,78}$/);

const alchemyNft = z.object({
  contract: z.object({
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    name: text,
    openSeaMetadata: z.object({ collectionName: text }).nullish(),
  }),
  tokenId: decimal,
  tokenType: z.string().max(64),
  name: text,
  image: z.object({ cachedUrl: url, thumbnailUrl: url, originalUrl: url }).nullish(),
  raw: z.object({ metadata: z.unknown().optional(), error: text }).nullish(),
  collection: z.object({ name: text }).nullish(),
  balance: decimal.optional(),
});
export const alchemyAnswer = z.object({
  ownedNfts: z.array(z.unknown()).max(1_000),
  pageKey: z.string().max(1_000).nullish(),
});

const dasAsset = z.object({
  id: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  interface: z.string().max(64),
  burnt: z.boolean().optional(),
  content: z
    .object({
      json_uri: url,
      metadata: z.unknown().optional(),
      links: z.object({ image: url }).nullish(),
      files: z
        .array(z.object({ uri: url }).loose())
        .max(100)
        .nullish(),
    })
    .nullish(),
  grouping: z
    .array(
      z.object({
        group_key: z.string().max(64),
        group_value: z.string().max(100),
        collection_metadata: z.object({ name: text }).nullish(),
      }),
    )
    .max(20)
    .nullish(),
  token_info: z.object({ balance: z.union([z.number().int().nonnegative(), decimal]).optional() }).nullish(),
});
export const dasAnswer = z.union([
  z.object({
    result: z.object({
      items: z.array(z.unknown()).max(1_000),
      page: z.number().int().positive().optional(),
    }),
  }),
  z.object({ error: z.object({ code: z.number().optional(), message: z.string().max(MAX_TEXT) }) }),
]);

const STANDARDS = { ERC721: 'ERC721', ERC1155: 'ERC1155' } as const;
/** DAS interfaces that are NFTs (its docs, "Interface"); fungible tokens are not. */
const DAS_NFT_INTERFACES = new Set(['V1_NFT', 'V2_NFT', 'LEGACY_NFT', 'ProgrammableNFT', 'MplCoreAsset']);

function capped(metadata: unknown): unknown {
  if (metadata === undefined || metadata === null) return null;
  const size = typeof metadata === 'string' ? metadata.length : (JSON.stringify(metadata)?.length ?? 0);
  return size <= MAX_METADATA ? metadata : null;
}

const field = (metadata: unknown, key: string): string | null => {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const v = (metadata as Record<string, unknown>)[key];
  return typeof v === 'string' && v.length <= 4_096 ? v : null;
};

/**
 * One Alchemy NFT as an item; null when it is of another standard. A single malformed entry
 * fails the whole answer (`throws`): an upstream that breaks its shape is a provider fault.
 */
export function fromAlchemy(raw: unknown): NftItem | null {
  const n = alchemyNft.parse(raw);
  const standard = STANDARDS[n.tokenType as keyof typeof STANDARDS];
  if (!standard) return null;
  const metadata = capped(n.raw?.metadata);
  return {
    contract: n.contract.address.toLowerCase(),
    tokenId: n.tokenId,
    standard,
    name: n.name ?? field(metadata, 'name'),
    collection: n.collection?.name ?? n.contract.openSeaMetadata?.collectionName ?? n.contract.name ?? null,
    image: n.image?.cachedUrl ?? n.image?.thumbnailUrl ?? n.image?.originalUrl ?? field(metadata, 'image'),
    balance: standard === 'ERC721' ? '1' : (n.balance ?? '1'),
    metadata,
  };
}

/** One DAS asset as an item; null when it is not an NFT or is burnt. */
export function fromDas(raw: unknown): NftItem | null {
  const a = dasAsset.parse(raw);
  if (!DAS_NFT_INTERFACES.has(a.interface) || a.burnt) return null;
  const collection = a.grouping?.find((g) => g.group_key === 'collection');
  const metadata = capped(a.content?.metadata);
  return {
    contract: collection?.group_value ?? a.id,
    tokenId: a.id,
    standard: 'SOLANA',
    name: field(metadata, 'name'),
    collection: collection?.collection_metadata?.name ?? collection?.group_value ?? null,
    image: a.content?.links?.image ?? a.content?.files?.[0]?.uri ?? null,
    balance: String(a.token_info?.balance ?? 1),
    metadata,
  };
}
