/**
 * The devnet's block explorer over its EVM chain(s) on 127.0.0.1: an account API in Etherscan
 * V2's shape (GET /v2/api?chainid=…&module=account&action=txlist|tokentx|tokennfttx|token1155tx,
 * also at /api and / without chainid) and a page per transaction (GET /tx/<hash>). The wallet's
 * history uses it through the same Etherscan client as on mainnet, in the app and in the CLI.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { ACCOUNT_ACTIONS, accountRows, type AccountAction } from './account';
import { ChainReader } from './chainReader';
import { transactionPage } from './view';

/** Where `npm run devnet` serves the explorer by default (Hardhat is on 8545). */
export const EVM_EXPLORER_PORT = 8546;

export interface ExplorerChain {
  chainId: number;
  rpcUrl: string;
  /** The native coin, for the transaction page. */
  name: string;
  symbol: string;
  /** Whether the chain's network runs yet (the EVM server starts them on demand); default yes. */
  live?: () => boolean;
}

export interface EvmExplorer {
  url: string;
  stop(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const refuse = (res: ServerResponse, result: string, status = 200) =>
  json(res, status, { status: '0', message: 'NOTOK', result });

/** The request handler: `chains[0]` answers queries that name no chain id. */
export function explorerHandler(chains: readonly ExplorerChain[]) {
  const readers = new Map(chains.map((c) => [c.chainId, { chain: c, reader: new ChainReader(c.rpcUrl) }]));
  const first = chains[0];
  return (req: { url?: string; method?: string }, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET') return refuse(res, 'The explorer answers GET only', 405);
    const q = url.searchParams;
    const chainId = q.get('chainid');
    const served = chainId === null ? first && readers.get(first.chainId) : readers.get(Number(chainId));
    if (!served) return refuse(res, `Chain ${chainId ?? ''} is not served by this devnet explorer`);
    const live = (c: ExplorerChain) => c.live?.() ?? true;
    const tx = /^\/tx\/(0x[0-9a-fA-F]{64})\/?$/.exec(url.pathname);
    if (tx) {
      // Without a chainid the page looks on every running chain: a hash names one transaction.
      const hash = tx[1]!.toLowerCase();
      const where = chainId === null ? [...readers.values()].filter((r) => live(r.chain)) : [served];
      void findTransaction(where, hash)
        .then((found) => transactionPage((found ?? served).reader, hash, (found ?? served).chain))
        .then(
          (p) => res.writeHead(p.status, { 'content-type': 'text/html; charset=utf-8' }).end(p.html),
          () =>
            res.writeHead(502, { 'content-type': 'text/plain' }).end('The devnet EVM node does not answer'),
        );
      return;
    }
    if (!['/', '/api', '/v2/api'].includes(url.pathname)) return refuse(res, 'Not found', 404);
    const action = q.get('action') ?? '';
    if (q.get('module') !== 'account' || !(ACCOUNT_ACTIONS as readonly string[]).includes(action))
      return refuse(res, `Not available on the devnet explorer: module=${q.get('module')} action=${action}`);
    const address = q.get('address') ?? '';
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return refuse(res, 'Error! Invalid address format');
    const contract = q.get('contractaddress') ?? undefined;
    if (contract !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(contract))
      return refuse(res, 'Error! Invalid contract address format');
    // A network not started yet has had no transaction: no need to start it to say so.
    if (!live(served.chain))
      return json(res, 200, { status: '0', message: 'No transactions found', result: [] });
    const whole = (k: string, d: number, max: number) =>
      Math.min(Math.max(Number.parseInt(q.get(k) ?? '', 10) || d, 1), max);
    accountRows(served.reader, {
      action: action as AccountAction,
      address,
      ...(contract ? { contract } : {}),
      page: whole('page', 1, 10_000),
      offset: whole('offset', 20, 1_000),
      sort: q.get('sort') === 'asc' ? 'asc' : 'desc',
    }).then(
      (rows) =>
        json(
          res,
          200,
          rows.length
            ? { status: '1', message: 'OK', result: rows }
            : { status: '0', message: 'No transactions found', result: [] },
        ),
      () => refuse(res, 'The devnet EVM node does not answer', 502),
    );
  };
}

/** The first of `where` whose chain has the transaction, or undefined. */
async function findTransaction<T extends { reader: ChainReader }>(where: T[], hash: string) {
  for (const w of where) if (await w.reader.transaction(hash)) return w;
  return undefined;
}

/** Serves the explorer on 127.0.0.1:`port` (0: a free port). */
export async function startEvmExplorer(
  chains: readonly ExplorerChain[],
  port = EVM_EXPLORER_PORT,
): Promise<EvmExplorer> {
  const handle = explorerHandler(chains);
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}`;
  return {
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
