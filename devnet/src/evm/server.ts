/**
 * The devnet's EVM server on 127.0.0.1: one JSON-RPC endpoint per EVM chain record at
 * `/<chain_name>` (the registry's evmDevnetPath), each its own Hardhat network with its own chain
 * id and balances, started on the first request for it (a network that is never used costs
 * nothing). The plain root path answers for the first network (ethereum), as the single Hardhat
 * node of earlier devnets did. Requests are answered by Hardhat's own JSON-RPC handler, the one
 * `hardhat node` uses (batches, CORS, error shapes).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Eip1193, HardhatNetwork } from './network';

const require = createRequire(import.meta.url);

/** One EVM network the server can start: a chain record's devnet settings. */
export interface EvmNetworkSpec {
  chain_name: string;
  name: string;
  symbol: string;
  chainId: number;
}

export interface EvmServer {
  url: string;
  /** The JSON-RPC URL of a chain's network (started or not). */
  rpcUrlOf(chainName: string): string;
  /** Starts (once) and returns a chain's network. */
  network(chainName: string): Promise<HardhatNetwork>;
  /** Whether a chain's network has been started (or is starting). */
  isStarted(chainName: string): boolean;
  stop(): Promise<void>;
}

interface JsonRpcHandler {
  handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

function handlerOf(provider: Eip1193): JsonRpcHandler {
  const { JsonRpcHandler } = require('hardhat/internal/hardhat-network/jsonrpc/handler') as {
    JsonRpcHandler: new (p: Eip1193) => JsonRpcHandler;
  };
  return new JsonRpcHandler(provider);
}

function rpcError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }));
}

/** Serves `specs` on 127.0.0.1:`port` (0: a free port); `start` creates a network when first asked. */
export async function startEvmServer(
  specs: readonly EvmNetworkSpec[],
  start: (spec: EvmNetworkSpec) => Promise<HardhatNetwork>,
  port: number,
): Promise<EvmServer> {
  const byName = new Map(specs.map((s) => [s.chain_name, s]));
  const root = specs[0];
  if (!root) throw new Error('The EVM server needs at least one network');
  const running = new Map<string, Promise<{ network: HardhatNetwork; handler: JsonRpcHandler }>>();

  function started(name: string) {
    let p = running.get(name);
    if (!p) {
      const spec = byName.get(name);
      if (!spec) throw new Error(`No EVM network ${name} on this devnet`);
      p = start(spec).then((network) => ({ network, handler: handlerOf(network.provider) }));
      // A failed start is tried again on the next request.
      p.catch(() => running.delete(name));
      running.set(name, p);
    }
    return p;
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/+$/, '');
    const name = path === '' ? root.chain_name : decodeURIComponent(path.slice(1));
    if (!byName.has(name))
      return rpcError(
        res,
        404,
        `No EVM network at ${path}: this devnet serves /<chain_name> for ${[...byName.keys()].join(', ')}`,
      );
    started(name).then(
      ({ handler }) => handler.handleHttp(req, res),
      (e: unknown) =>
        rpcError(
          res,
          502,
          `The ${name} devnet network did not start: ${(e as Error).message.split('\n')[0]}`,
        ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}`;
  return {
    url,
    rpcUrlOf: (chainName) => `${url}/${chainName}`,
    network: async (chainName) => (await started(chainName)).network,
    isStarted: (chainName) => running.has(chainName),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
