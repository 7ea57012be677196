/**
 * Starts Debian's `litecoind` (Litecoin Core 0.21) in regtest on 127.0.0.1 for development and
 * tests: a fresh data directory, generated RPC credentials, -txindex (getrawtransaction of any
 * transaction), -fallbackfee (the node's own wallet can pay without fee estimates) and
 * -mempoolreplacement=1 (BIP-125 replacement is off by default in Litecoin Core 0.21;
 * -mempoolfullrbf only exists from Bitcoin Core 24, so it is not passed). A legacy wallet
 * ("faucet"; this build has no sqlite, so no descriptor wallets) mines 101 blocks so its first
 * coinbase matures, and funds addresses from then on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LITECOIND_BINARY = '/usr/bin/litecoind';

export interface LitecoindOptions {
  /** RPC port (default: a free port). */
  port?: number;
  /** Data directory (default: a new temp directory, removed by stop()). */
  dataDir?: string;
  binary?: string;
  /** Credentials (default: generated). */
  rpcUser?: string;
  rpcPassword?: string;
  startTimeoutMs?: number;
}

export interface Litecoind {
  /** http://127.0.0.1:port (no credentials). */
  rpcUrl: string;
  /** http://user:pass@127.0.0.1:port, for clients that take credentials in the URL. */
  rpcUrlWithAuth: string;
  auth: { user: string; password: string };
  /** Sends `amountSats` from the faucet wallet; mines one block unless confirm is false. Returns the txid. */
  fund(address: string, amountSats: bigint, o?: { confirm?: boolean }): Promise<string>;
  /** Mines n blocks; returns their hashes. */
  mine(n: number): Promise<string[]>;
  rpc<T = unknown>(method: string, params?: unknown[], wallet?: string): Promise<T>;
  stop(): Promise<void>;
  child: ChildProcess;
}

export function litecoindAvailable(binary = LITECOIND_BINARY): boolean {
  return existsSync(binary);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Satoshis as the node's decimal coin text (8 places), no floats. */
export function satsToCoins(sats: bigint): string {
  const neg = sats < 0n;
  const v = neg ? -sats : sats;
  return `${neg ? '-' : ''}${v / 100_000_000n}.${(v % 100_000_000n).toString().padStart(8, '0')}`;
}

class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export async function startLitecoind(o: LitecoindOptions = {}): Promise<Litecoind> {
  const binary = o.binary ?? LITECOIND_BINARY;
  if (!litecoindAvailable(binary))
    throw new Error(`litecoind not found at ${binary} (apt-get install litecoind)`);
  const port = o.port ?? (await freePort());
  const ownDir = o.dataDir === undefined;
  const dataDir = o.dataDir ?? (await mkdtemp(join(tmpdir(), 'kestrel-litecoind-')));
  const user = o.rpcUser ?? 'kestrel';
  const password = o.rpcPassword ?? randomBytes(16).toString('hex');
  const args = [
    '-regtest',
    `-datadir=${dataDir}`,
    `-rpcport=${port}`,
    '-rpcbind=127.0.0.1',
    '-rpcallowip=127.0.0.1',
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-server=1',
    '-listen=0',
    '-discover=0',
    '-dnsseed=0',
    '-txindex=1',
    '-fallbackfee=0.0002',
    '-mempoolreplacement=1',
    '-printtoconsole=0',
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const authHeader = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  async function rpc<T>(method: string, params: unknown[] = [], wallet?: string): Promise<T> {
    const res = await fetch(`${rpcUrl}${wallet ? `/wallet/${wallet}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authHeader },
      body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { result: T; error: { code: number; message: string } | null };
    if (body.error) throw new RpcError(`${method}: ${body.error.message}`, body.error.code);
    return body.result;
  }

  const stop = async () => {
    if (child.exitCode === null) {
      await rpc('stop').catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
  };

  // Wait for RPC: connection refused and -28 ("Loading block index") both mean "not yet".
  const deadline = Date.now() + (o.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
      throw new Error(`litecoind exited with code ${child.exitCode}: ${stderr.trim().slice(0, 500)}`);
    }
    try {
      await rpc('getblockchaininfo');
      break;
    } catch (e) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`litecoind did not answer RPC within the time limit: ${(e as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  try {
    await rpc('createwallet', ['faucet']);
  } catch (e) {
    if (!(e instanceof RpcError && e.code === -4)) throw e; // -4: already exists (reused dataDir)
    await rpc('loadwallet', ['faucet']).catch(() => undefined);
  }
  const minerAddress = await rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
  const mine = (n: number) => rpc<string[]>('generatetoaddress', [n, minerAddress]);
  const height = (await rpc<{ blocks: number }>('getblockchaininfo')).blocks;
  if (height < 101) await mine(101 - height);

  return {
    rpcUrl,
    rpcUrlWithAuth: `http://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    auth: { user, password },
    child,
    rpc,
    mine,
    async fund(address, amountSats, fo = {}) {
      const txid = await rpc<string>('sendtoaddress', [address, satsToCoins(amountSats)], 'faucet');
      if (fo.confirm !== false) await mine(1);
      return txid;
    },
    stop,
  };
}
