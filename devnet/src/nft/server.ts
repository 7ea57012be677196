/**
 * The devnet's stand-in of the NFT upstream: Alchemy's NFT API v3 getNFTsForOwner shape
 * (GET /{chain_name}/nft/v3/{key}/getNFTsForOwner?owner=…&pageSize=…&pageKey=…, any key) over
 * each devnet EVM chain's logs (holdings.ts). The product API relays it on the devnet exactly as
 * it relays Alchemy elsewhere. The devnet's contracts have no token URI, so each NFT's metadata
 * is made here: "<collection> #<id>" and an SVG picture of its id as a data: URL (no network).
 * POST /{chain_name}/mint {to, standard?, tokenId?, amount?} mints a test NFT (mint.ts).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { ChainReader } from '../explorer/chainReader';
import { holdingsOf, TRANSFER, TRANSFER_BATCH, TRANSFER_SINGLE, type Holding } from './holdings';
import { mint, mintRequest, type MintContracts } from './mint';

/** Where `npm run devnet` serves it by default (Hardhat 8545, the explorer 8546). */
export const NFT_INDEX_PORT = 8547;
/** Alchemy's largest pageSize. */
const MAX_PAGE = 100;

export interface NftIndexChain {
  chain_name: string;
  rpcUrl: string;
  /** Whether the chain's network runs yet (the EVM server starts them on demand). */
  live?: () => boolean;
}

export interface NftIndex {
  url: string;
  /** The product API's KESTREL_NFT_EVM_UPSTREAM for this index. */
  upstreamTemplate: string;
  stop(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function picture(id: string, standard: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#1f4e79"/>` +
    `<text x="60" y="58" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">#${id}</text>` +
    `<text x="60" y="88" font-size="12" text-anchor="middle" fill="#cde" font-family="sans-serif">${standard}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function asAlchemy(reader: ChainReader, h: Holding) {
  const meta = await reader.token(h.contract);
  const collection = meta.name || `${h.tokenType} ${h.contract.slice(0, 10)}`;
  const tokenId = h.tokenId.toString();
  const name = `${collection} #${tokenId}`;
  const image = picture(tokenId.length > 8 ? `${tokenId.slice(0, 6)}…` : tokenId, h.tokenType);
  return {
    contract: {
      address: h.contract,
      name: meta.name || null,
      symbol: meta.symbol || null,
      tokenType: h.tokenType,
    },
    tokenId,
    tokenType: h.tokenType,
    name,
    description: 'A Kestrel devnet test NFT',
    image: { cachedUrl: image, thumbnailUrl: image, originalUrl: image, contentType: 'image/svg+xml' },
    raw: { tokenUri: null, metadata: { name, image, description: 'A Kestrel devnet test NFT' }, error: null },
    collection: { name: collection },
    balance: h.balance.toString(),
  };
}

export function nftIndexHandler(chains: readonly NftIndexChain[], minting?: MintContracts) {
  const readers = new Map(chains.map((c) => [c.chain_name, { chain: c, reader: new ChainReader(c.rpcUrl) }]));
  return (req: { url?: string; method?: string }, res: ServerResponse, body = ''): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const minted = /^\/([a-z0-9_]+)\/mint$/.exec(url.pathname);
    if (req.method === 'POST' && minted && minting) {
      const target = readers.get(minted[1]!);
      if (!target)
        return json(res, 400, { error: { message: `Network ${minted[1]} is not on this devnet` } });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body || '{}');
      } catch {
        return json(res, 400, { error: { message: 'The body is JSON: {to, standard?, tokenId?, amount?}' } });
      }
      const request = mintRequest(parsed);
      if (typeof request === 'string') return json(res, 400, { error: { message: request } });
      void mint(target.reader, minting, request).then(
        (done) => json(res, 200, done),
        (e: unknown) => json(res, 502, { error: { message: e instanceof Error ? e.message : String(e) } }),
      );
      return;
    }
    const m = /^\/([a-z0-9_]+)\/nft\/v3\/[^/]*\/getNFTsForOwner$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return json(res, 404, { error: { message: 'Not found' } });
    const served = readers.get(m[1]!);
    if (!served) return json(res, 400, { error: { message: `Network ${m[1]} is not on this devnet` } });
    const owner = url.searchParams.get('owner') ?? '';
    if (!/^0x[0-9a-fA-F]{40}$/.test(owner))
      return json(res, 400, { error: { message: 'owner is not valid' } });
    const size = Math.min(Math.max(Number(url.searchParams.get('pageSize')) || MAX_PAGE, 1), MAX_PAGE);
    const start = Number(url.searchParams.get('pageKey') ?? '0');
    if (!Number.isInteger(start) || start < 0)
      return json(res, 400, { error: { message: 'pageKey is not valid' } });
    // A network not started yet holds nothing: no need to start it to say so.
    if (!(served.chain.live?.() ?? true))
      return json(res, 200, { ownedNfts: [], totalCount: 0, pageKey: null });
    const { reader } = served;
    void reader
      .head()
      .then(() => reader.logs({ topics: [[TRANSFER, TRANSFER_SINGLE, TRANSFER_BATCH] as unknown as string] }))
      .then(async (logs) => {
        const held = holdingsOf(logs, owner);
        const page = held.slice(start, start + size);
        return {
          ownedNfts: await Promise.all(page.map((h) => asAlchemy(reader, h))),
          totalCount: held.length,
          pageKey: start + size < held.length ? String(start + size) : null,
        };
      })
      .then(
        (body) => json(res, 200, body),
        () => json(res, 502, { error: { message: 'The devnet EVM node does not answer' } }),
      );
  };
}

/** Serves the index on 127.0.0.1:`port` (0: a free port). */
export async function startNftIndex(
  chains: readonly NftIndexChain[],
  port = NFT_INDEX_PORT,
  minting?: MintContracts,
): Promise<NftIndex> {
  const handle = nftIndexHandler(chains, minting);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      if (chunks.reduce((n, x) => n + x.length, 0) < 4096) chunks.push(c);
    });
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}`;
  return {
    url,
    upstreamTemplate: `${url}/{chain}/nft/v3/devnet`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
