/**
 * The devnet's Solana endpoint on 127.0.0.1: JSON-RPC on POST / (single and batch), the validators
 * list on GET /validators (stakewiz-style) and the token-list search on GET /token-list/v1/search,
 * all backed by one litesvm instance. Writes {rpcUrl} to kestrel-devnet-solana.json for the CLI.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { nodeInfoFile } from '../node-info-file';
import type { Address } from '@solana/kit';
import { SolanaEmulator } from './emulator';
import { RpcError } from './errors';
import { createGenesis, LAMPORTS_PER_SOL, type Genesis } from './genesis';
import { createRpc } from './rpc';

/** Solana's usual local RPC port (solana-test-validator). */
export const SOLANA_DEVNET_PORT = 8899;
export const SOLANA_DEVNET_INFO_FILE = 'kestrel-devnet-solana.json';
const MAX_BODY = 2 * 1024 * 1024;

export interface SolanaDevnet {
  rpcUrl: string;
  chain: SolanaEmulator;
  genesis: Genesis;
  infoFile?: string;
  stop(): Promise<void>;
}

export interface SolanaDevnetOptions {
  /** Port on 127.0.0.1 (default 8899; 0 picks a free one). */
  port?: number;
  /** Where to write {"rpcUrl"} for the CLI (default {tmpdir}/kestrel-devnet-solana.json); false: nowhere. */
  infoFile?: string | false;
  mnemonic?: string;
  /** Funded accounts at m/44'/501'/{i}'/0' (default 5), each with 1000 SOL and 1,000,000 KUSD. */
  accounts?: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
  res.writeHead(status, { 'content-type': 'application/json' }).end(text);
}

export async function startSolanaDevnet(o: SolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const chain = new SolanaEmulator();
  const genesis = await createGenesis(chain, {
    mnemonic: o.mnemonic ?? 'test test test test test test test test test test test junk',
    accounts: o.accounts ?? 5,
    solEach: 1000n * LAMPORTS_PER_SOL,
    tokensEach: 1_000_000n * 10n ** 6n,
  });
  const call = createRpc(chain, genesis);
  const answer = async (m: { id?: unknown; method?: unknown; params?: unknown }) => {
    try {
      if (typeof m.method !== 'string') throw new RpcError(-32600, 'Invalid request');
      const result = await call(m.method, Array.isArray(m.params) ? m.params : []);
      return { jsonrpc: '2.0', id: m.id ?? null, result };
    } catch (e) {
      const err = e instanceof RpcError ? e : new RpcError(-32603, `Internal error: ${(e as Error).message}`);
      return {
        jsonrpc: '2.0',
        id: m.id ?? null,
        error: { code: err.code, message: err.message, ...(err.data ? { data: err.data } : {}) },
      };
    }
  };
  // One request at a time: the bank is a single-threaded ledger.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(f: () => Promise<T>): Promise<T> => {
    const run = queue.then(f, f);
    queue = run.catch(() => undefined);
    return run;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/validators') {
        return json(
          res,
          200,
          genesis.validators.map((v) => ({
            vote_identity: v.vote,
            name: v.name,
            image: v.image,
            website: v.website,
            apy_estimate: v.apy_estimate,
            activated_stake: Number(chain.balanceOf(v.vote as Address)) / 1e9,
          })),
        );
      }
      if (req.method === 'GET' && url.pathname === '/token-list/v1/search') {
        const q = url.searchParams.get('query') ?? '';
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const hits = [genesis.token].filter(
          (t) => t.mint === q || t.symbol.toLowerCase() === q.toLowerCase(),
        );
        return json(res, 200, {
          content: hits.slice(0, limit).map((t) => ({
            address: t.mint,
            chainId: 103,
            name: t.name,
            symbol: t.symbol,
            decimals: t.decimals,
            logoURI: t.logoURI,
            verified: true,
          })),
        });
      }
      // The devnet's uniform faucet route (every family's devnet node has one): {address, amount} in lamports.
      if (req.method === 'POST' && url.pathname === '/faucet') {
        let p: { address?: unknown; amount?: unknown; token?: unknown };
        try {
          p = JSON.parse(await readBody(req)) as typeof p;
        } catch {
          return json(res, 400, { error: 'The body is JSON: {address, amount}' });
        }
        if (p.token !== undefined) return json(res, 400, { error: 'The Solana faucet funds SOL only' });
        const amount = typeof p.amount === 'string' && /^\d+$/.test(p.amount) ? Number(p.amount) : NaN;
        const out = await serial(() =>
          call('requestAirdrop', [p.address, amount]).then(
            (hash) => ({ ok: true as const, hash }),
            (e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }),
          ),
        );
        return out.ok
          ? json(res, 200, { address: p.address, amount: p.amount, hash: out.hash })
          : json(res, 400, { error: out.error });
      }
      if (req.method !== 'POST') return json(res, 405, { error: 'POST JSON-RPC to /' });
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      }
      const out = await serial(async () =>
        Array.isArray(body) ? Promise.all(body.map((m) => answer(m as never))) : answer(body as never),
      );
      json(res, 200, out);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? SOLANA_DEVNET_PORT, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const rpcUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const infoFile = nodeInfoFile('solana', o.infoFile, { rpcUrl });
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl,
    chain,
    genesis,
    ...infoFile.entry,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        infoFile.remove();
        server.closeAllConnections();
        server.close(() => resolve());
      })),
  };
}
