/**
 * A Hardhat devnet for the hooks' tests under happy-dom, reached as the shells reach it: the
 * devnet runs in its own Node process (@kestrel/devnet reads its artifacts by file URL, which
 * happy-dom's module URLs are not) and a loopback server, the app's origin here, forwards
 * /devnet/evm/* to it as the web's dev proxy does (apps/web/devProxy.ts); every other path of the
 * origin answers 503 (no product API: the hooks must cope). Forwarding uses Node's own HTTP
 * client (happy-dom's fetch is a page's, with CORS); the origin sends CORS headers for the page.
 */
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

const EVM_PATH = '/devnet/evm';

export interface EvmDevnet {
  /** The app's origin for the platform (memoryPlatform's `origin`). */
  origin: string;
  /** A JSON-RPC call to the devnet's ethereum network (hardhat_setBalance, eth_getBalance…). */
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  balanceOf(address: string): Promise<bigint>;
  stop(): Promise<void>;
}

export async function startEvmDevnet(): Promise<EvmDevnet> {
  const code =
    "import('@kestrel/devnet').then(async (d) => console.log((await d.startDevnet({ port: await d.freePort() })).rpcUrl));";
  // One Node process (tsx as its loader), so killing it ends the devnet.
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout! });
  const rpcUrl = (
    await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      proc.once('exit', (c) => reject(new Error(`the devnet exited (${c})`)));
    })
  ).trim();

  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = req.url ?? '/';
    if (url !== EVM_PATH && !url.startsWith(`${EVM_PATH}/`))
      return void res.writeHead(503).end('{"error":"unavailable"}');
    const target = new URL(`${rpcUrl}${url.slice(EVM_PATH.length)}`);
    const forward = request(
      target,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (a) => {
        res.writeHead(a.statusCode ?? 502, { 'content-type': 'application/json' });
        a.pipe(res);
      },
    );
    forward.on('error', () => void res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const rpc = <T>(method: string, params: unknown[] = []): Promise<T> =>
    new Promise((resolve, reject) => {
      const req = request(
        rpcUrl,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              result?: T;
              error?: unknown;
            };
            if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
            else resolve(answer.result as T);
          });
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    });

  return {
    origin,
    rpc,
    balanceOf: async (a) => BigInt(await rpc<string>('eth_getBalance', [a, 'latest'])),
    stop: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      proc.kill();
    },
  };
}
