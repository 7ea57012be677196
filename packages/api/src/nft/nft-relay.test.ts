/**
 * GET /nft/{chain}/{address} against local stand-ins of Alchemy's getNFTsForOwner (v3) and DAS
 * getAssetsByOwner, answering in their documented shapes over loopback HTTP: a page of 20 with a
 * pageKey, the next page by cursor, metadata relayed as given (object or string), other
 * standards left out; upstream errors, a stalled upstream (timeout), malformed and non-JSON
 * answers are 502 and never an empty list; bad input is 400 before the upstream is asked;
 * the key never reaches an answer.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nftRoutes } from '../routes/nft';
import { NftRelay } from './nft-relay';
import { startStandIn, type NftStandIn } from './nft-standins';
import { ALCHEMY_NFT_TEMPLATE, HELIUS_DAS_TEMPLATE, nftUpstreamsFromEnv } from './nft-upstream';

const KEY = 'alchemy-secret-key';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL_OWNER = '86xCnPeV69n6t3DnyGvkKobf9FdN2H9oiVDdaMpo2MMY';
const MINT = 'JEGruwYE13mhX2wi2MGrPmeLiVyZtbBptmVy9vG3pXRC';
const COLLECTION = 'BUjZjAS2vbbb65g7Z1Ca9ZRVYoJscURG5L3AkVvHP9ac';

/** Alchemy v3 entry, as in its docs' example (fields the relay ignores kept to show they pass). */
const alchemyNft = (id: number, over: Record<string, unknown> = {}) => ({
  contract: {
    address: '0xe785E82358879F061BC3dcAC6f0444462D4b5330',
    name: 'World Of Women',
    symbol: 'WOW',
    tokenType: 'ERC721',
    openSeaMetadata: { collectionName: 'World of Women', floorPrice: 0.6 },
    isSpam: null,
  },
  tokenId: String(id),
  tokenType: 'ERC721',
  name: `WoW #${id}`,
  description: null,
  image: {
    cachedUrl: `https://nft-cdn.alchemy.com/eth-mainnet/${id}`,
    thumbnailUrl: null,
    contentType: 'image/png',
    originalUrl: `ipfs://Qm/${id}.png`,
  },
  raw: {
    tokenUri: `ipfs://Qm/${id}`,
    metadata: { name: `WoW #${id}`, image: `ipfs://Qm/${id}.png` },
    error: null,
  },
  collection: { name: 'World of Women', slug: 'world-of-women-nft' },
  balance: '1',
  timeLastUpdated: '2024-01-01T00:00:00.000Z',
  ...over,
});

const firstPage = [
  ...Array.from({ length: 18 }, (_, i) => alchemyNft(i + 1)),
  // An ERC-1155 amount with its metadata as a string (Moralis-style), and a broken string.
  alchemyNft(100, {
    tokenType: 'ERC1155',
    balance: '7',
    raw: { metadata: '{"name":"Sword","image":"https://x/s.png"}' },
  }),
  alchemyNft(101, { tokenType: 'NO_SUPPORTED_NFT_STANDARD', name: 'spam' }),
];

let alchemy: NftStandIn;
let das: NftStandIn;
let app: FastifyInstance;
let base = '';

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { items: never[] } };
};

beforeAll(async () => {
  alchemy = await startStandIn(
    (url) => {
      if (!url.pathname.endsWith(`/nft/v3/${KEY}/getNFTsForOwner`))
        return { status: 401, json: { error: 'Must be authenticated!' } };
      const page = url.searchParams.get('pageKey');
      return page === 'page-2'
        ? { json: { ownedNfts: [alchemyNft(21, { raw: { metadata: '{broken' } })], totalCount: 21 } }
        : { json: { ownedNfts: firstPage, totalCount: 21, pageKey: 'page-2', validAt: { blockNumber: 1 } } };
    },
    { ownedNfts: [{ contract: {}, tokenId: 'x' }] },
  );
  das = await startStandIn(
    (_url, body) => {
      const { params } = JSON.parse(body) as { params: { page: number } };
      return {
        json: {
          jsonrpc: '2.0',
          id: 'kestrel',
          result: {
            total: 2,
            limit: 20,
            page: params.page,
            items: [
              {
                interface: 'ProgrammableNFT',
                id: MINT,
                content: {
                  json_uri: 'https://arweave.net/x',
                  metadata: { name: 'Mad Lad #1', symbol: 'MAD' },
                  links: { image: 'https://arweave.net/x.png' },
                  files: [],
                },
                grouping: [{ group_key: 'collection', group_value: COLLECTION }],
                ownership: { owner: SOL_OWNER, frozen: true, delegated: false },
                burnt: false,
              },
              {
                interface: 'FungibleToken',
                id: COLLECTION,
                content: { metadata: { name: 'USDC' } },
                burnt: false,
              },
            ],
          },
        },
      };
    },
    { jsonrpc: '2.0', id: 'kestrel', result: { items: [{ id: 'not base58!' }] } },
  );
  const upstreams = nftUpstreamsFromEnv({
    KESTREL_NFT_EVM_UPSTREAM: `${alchemy.url}/{network}/nft/v3/{key}`,
    KESTREL_ALCHEMY_KEY: KEY,
    KESTREL_NFT_SOLANA_UPSTREAM: `${das.url}/{network}`,
  });
  app = Fastify();
  await app.register(nftRoutes, { relay: new NftRelay(upstreams, { timeoutMs: 300 }) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await alchemy?.close();
  await das?.close();
});

beforeEach(() => {
  alchemy.mode = 'ok';
  das.mode = 'ok';
  alchemy.requests.length = 0;
  das.requests.length = 0;
});

describe('EVM NFTs (Alchemy getNFTsForOwner)', () => {
  it('answers a page of 20 asked with the documented query, then the next page by cursor', async () => {
    const first = await get(`/nft/ethereum/${OWNER}`);
    expect(first.status).toBe(200);
    const asked = new URL(alchemy.requests[0]!.url, 'http://x');
    expect(asked.pathname).toBe(`/eth-mainnet/nft/v3/${KEY}/getNFTsForOwner`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      owner: OWNER,
      pageSize: '20',
      withMetadata: 'true',
    });
    expect(first.body.cursor).toBe('page-2');
    expect(first.body.items).toHaveLength(19); // the unsupported standard is left out
    expect(first.body.items[0]).toEqual({
      contract: '0xe785e82358879f061bc3dcac6f0444462d4b5330',
      tokenId: '1',
      standard: 'ERC721',
      name: 'WoW #1',
      collection: 'World of Women',
      image: 'https://nft-cdn.alchemy.com/eth-mainnet/1',
      balance: '1',
      metadata: { name: 'WoW #1', image: 'ipfs://Qm/1.png' },
    });
    expect(first.body.items[18]).toMatchObject({
      standard: 'ERC1155',
      tokenId: '100',
      balance: '7',
      metadata: '{"name":"Sword","image":"https://x/s.png"}',
    });
    const second = await get(`/nft/ethereum/${OWNER}?cursor=page-2`);
    expect(new URL(alchemy.requests[1]!.url, 'http://x').searchParams.get('pageKey')).toBe('page-2');
    expect(second.body).toMatchObject({ cursor: null, items: [{ tokenId: '21', metadata: '{broken' }] });
    expect(JSON.stringify([first.body, second.body])).not.toContain(KEY);
  });

  it('asks each chain at its own network, testnets on their Alchemy test network', async () => {
    await get(`/nft/polygon/${OWNER}`);
    expect(alchemy.requests[0]!.url).toMatch(/^\/polygon-mainnet\//);
    await get(`/nft/base/${OWNER}?network=testnet`);
    expect(alchemy.requests[1]!.url).toMatch(/^\/base-sepolia\//);
    expect((await get(`/nft/base/${OWNER}?network=regtest`)).status).toBe(400);
  });

  it.each([
    ['error', 'upstream answered HTTP 503'],
    ['stall', 'upstream timed out'],
    ['malformed', 'malformed upstream answer'],
    ['not-json', 'malformed upstream answer'],
  ] as const)('an upstream that answers %s is a 502, never an empty list', async (mode, error) => {
    alchemy.mode = mode;
    const r = await get(`/nft/ethereum/${OWNER}`);
    expect(r).toEqual({ status: 502, body: { error } });
  });

  it('refuses bad input before asking the upstream', async () => {
    expect((await get('/nft/ethereum/0x1234')).status).toBe(400);
    expect((await get(`/nft/ethereum/${OWNER}?cursor=${encodeURIComponent('a b')}`)).status).toBe(400);
    expect(await get(`/nft/litecoin/${OWNER}`)).toEqual({
      status: 404,
      body: { error: 'No NFT provider for litecoin' },
    });
    expect(alchemy.requests).toHaveLength(0);
  });
});

describe('Solana NFTs (DAS getAssetsByOwner)', () => {
  it('posts the documented call for the network and keeps only NFTs', async () => {
    const r = await get(`/nft/solana/${SOL_OWNER}?network=devnet`);
    expect(r.status).toBe(200);
    expect(das.requests[0]!.url).toBe('/devnet');
    expect(JSON.parse(das.requests[0]!.body)).toEqual({
      jsonrpc: '2.0',
      id: 'kestrel',
      method: 'getAssetsByOwner',
      params: { ownerAddress: SOL_OWNER, page: 1, limit: 20 },
    });
    expect(r.body).toEqual({
      chain_name: 'solana',
      cursor: null,
      items: [
        {
          contract: COLLECTION,
          tokenId: MINT,
          standard: 'SOLANA',
          name: 'Mad Lad #1',
          collection: COLLECTION,
          image: 'https://arweave.net/x.png',
          balance: '1',
          metadata: { name: 'Mad Lad #1', symbol: 'MAD' },
        },
      ],
    });
  });

  it('a JSON-RPC error, a malformed answer or a stall is a 502', async () => {
    das.mode = 'malformed';
    expect((await get(`/nft/solana/${SOL_OWNER}`)).status).toBe(502);
    das.mode = 'stall';
    expect(await get(`/nft/solana/${SOL_OWNER}`)).toEqual({
      status: 502,
      body: { error: 'upstream timed out' },
    });
    expect((await get(`/nft/solana/${SOL_OWNER}?network=regtest`)).status).toBe(400);
    das.mode = 'ok';
    await get(`/nft/solana/${SOL_OWNER}?network=testnet`);
    expect(das.requests.at(-1)!.url).toBe('/devnet');
  });
});

describe('configuration', () => {
  it('a key alone selects the documented hosts; nothing set serves nothing', () => {
    expect(nftUpstreamsFromEnv({ KESTREL_ALCHEMY_KEY: 'k', KESTREL_HELIUS_KEY: 'h' })).toEqual({
      evm: { template: ALCHEMY_NFT_TEMPLATE, key: 'k' },
      solana: { template: HELIUS_DAS_TEMPLATE, key: 'h' },
    });
    expect(nftUpstreamsFromEnv({})).toEqual({});
    expect(() => nftUpstreamsFromEnv({ KESTREL_NFT_EVM_UPSTREAM: 'ftp://x' })).toThrow(/absolute http/);
    expect(() => nftUpstreamsFromEnv({ KESTREL_NFT_EVM_UPSTREAM: 'https://x/{key}' })).toThrow(
      /KESTREL_ALCHEMY_KEY/,
    );
  });
});
