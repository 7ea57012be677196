/**
 * `npm run devnet` (src/main.ts) as a real process: it starts the Hardhat node and litecoind
 * regtest on the ports it is given, prints both endpoints as JSON, writes the info files the CLI
 * reads, mines litecoin blocks while transactions wait, and on SIGINT stops both nodes and
 * removes its files. TMPDIR points at a fresh folder so a developer's running devnet is untouched.
 * Without litecoind it still starts Hardhat and says litecoin is unavailable.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FAMILY_NODES } from './family-nodes';
import { freePort, LITECOIN_DEVNET_INFO_FILE, LITECOIND_MISSING_NOTE } from './index';
import { litecoindAvailable } from './litecoind';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

interface DevnetOutput {
  rpcUrl: string;
  chainId: number;
  networks: Record<string, { chainId: number; rpcUrl: string }>;
  litecoin: { rpcUrl?: string; rpcUrlWithAuth?: string; infoFile?: string; unavailable?: string };
  ton: { url: string; rpcUrl: string; faucetUrl: string; infoFile: string };
  stellar: { rpcUrl: string; infoFile: string };
  ripple: { rpcUrl: string; infoFile: string };
  tron: { rpcUrl: string; infoFile: string };
  cosmos: { rpcUrl: string; infoFile: string };
  thorchain: { rpcUrl: string; infoFile: string };
}

/** Spawns main.ts; resolves with its JSON once printed, and a function that sends SIGINT. */
async function runDevnet(args: string[], env: Record<string, string> = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'kestrel-devnet-main-'));
  dirs.push(tmp);
  // Every family node on any free port (0), so a running devnet never collides with the test.
  const familyPorts = Object.fromEntries(
    FAMILY_NODES.map((n) => [`KESTREL_${n.node.toUpperCase()}_PORT`, '0']),
  );
  const explorerPort = String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      ...familyPorts,
      KESTREL_EXPLORER_PORT: explorerPort,
      ...env,
      TMPDIR: tmp,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const output = await new Promise<DevnetOutput>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
      try {
        resolve(JSON.parse(stdout) as DevnetOutput);
      } catch {
        // Not the whole JSON yet.
      }
    });
    void exited.then((code) => reject(new Error(`devnet exited (${code}): ${stderr.slice(-500)}`)));
  });
  return {
    tmp,
    output,
    async interrupt() {
      child.kill('SIGINT');
      return exited;
    },
  };
}

describe.skipIf(!litecoindAvailable())('npm run devnet with litecoind', () => {
  // The whole devnet starts here (Hardhat, litecoind and every family node): more than a unit test's time.
  it(
    'starts both nodes on the given ports, mines waiting transactions, stops both on SIGINT',
    { timeout: 120_000 },
    async () => {
      const [evmPort, ltcPort] = [await freePort(), await freePort()];
      const devnet = await runDevnet(['--port', String(evmPort), '--litecoin-port', String(ltcPort)], {
        KESTREL_LITECOIN_BLOCK_SECONDS: '1',
      });
      try {
        const { output, tmp } = devnet;
        expect(output.rpcUrl).toBe(`http://127.0.0.1:${evmPort}`);
        expect(output.litecoin.rpcUrl).toBe(`http://127.0.0.1:${ltcPort}`);
        const infoFile = join(tmp, LITECOIN_DEVNET_INFO_FILE);
        expect(output.litecoin.infoFile).toBe(infoFile);
        expect(JSON.parse(readFileSync(infoFile, 'utf8'))).toEqual({
          rpcUrl: output.litecoin.rpcUrlWithAuth,
        });
        expect(existsSync(join(tmp, `kestrel-devnet-${evmPort}.json`))).toBe(true);

        // Both answer: Hardhat's chain id 31337 (0x7a69), litecoind in regtest with the printed credentials.
        const evm = await fetch(output.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        });
        expect(((await evm.json()) as { result: string }).result).toBe('0x7a69');
        const auth = new URL(output.litecoin.rpcUrlWithAuth!);
        const ltc = async <T>(method: string, params: unknown[] = [], wallet = '') => {
          const res = await fetch(`${output.litecoin.rpcUrl}${wallet}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Basic ${Buffer.from(`${decodeURIComponent(auth.username)}:${decodeURIComponent(auth.password)}`).toString('base64')}`,
            },
            body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
          });
          return ((await res.json()) as { result: T }).result;
        };
        expect((await ltc<{ chain: string }>('getblockchaininfo')).chain).toBe('regtest');

        // A waiting transaction gets mined by the devnet's miner within a few seconds.
        const to = await ltc<string>('getnewaddress', ['', 'bech32'], '/wallet/faucet');
        const txid = await ltc<string>('sendtoaddress', [to, '0.1'], '/wallet/faucet');
        let confirmations = 0;
        for (let i = 0; i < 50 && confirmations === 0; i++) {
          await new Promise((r) => setTimeout(r, 200));
          confirmations =
            (await ltc<{ confirmations?: number }>('getrawtransaction', [txid, true])).confirmations ?? 0;
        }
        expect(confirmations).toBeGreaterThan(0);
      } finally {
        expect(await devnet.interrupt()).toBe(0);
      }
      expect(await portOpen(evmPort)).toBe(false);
      expect(await portOpen(ltcPort)).toBe(false);
      // Info files and litecoind's data directory are gone.
      expect(readdirSync(devnet.tmp).filter((f) => f.startsWith('kestrel-'))).toEqual([]);
    },
  );
});

describe('npm run devnet without litecoind', () => {
  // The whole devnet starts here (Hardhat, litecoind and every family node): more than a unit test's time.
  it(
    'still starts Hardhat, says litecoin is unavailable, and stops on SIGINT',
    { timeout: 120_000 },
    async () => {
      const evmPort = await freePort();
      const devnet = await runDevnet(['--port', String(evmPort)], {
        KESTREL_LITECOIND: join(tmpdir(), 'no-such-litecoind'),
      });
      try {
        expect(devnet.output.rpcUrl).toBe(`http://127.0.0.1:${evmPort}`);
        // Each EVM chain is listed with its own network: its path and its devnet chain id.
        expect(devnet.output.networks.binance_smart_chain).toEqual({
          chainId: 3133756,
          rpcUrl: `http://127.0.0.1:${evmPort}/binance_smart_chain`,
        });
        expect(devnet.output.litecoin).toEqual({ unavailable: LITECOIND_MISSING_NOTE });
        expect(LITECOIND_MISSING_NOTE).toContain('sudo apt-get install litecoind');
        expect(await portOpen(evmPort)).toBe(true);
        // The TON node (sandbox behind a toncenter-style endpoint) answers and wrote its info file.
        const { ton } = devnet.output;
        expect(ton.infoFile).toBe(join(devnet.tmp, 'kestrel-devnet-ton.json'));
        expect(JSON.parse(readFileSync(ton.infoFile, 'utf8'))).toMatchObject({ rpcUrl: ton.rpcUrl });
        const state = await fetch(`${ton.rpcUrl}/api/v2/jsonRPC`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            id: 1,
            method: 'getAddressState',
            params: { address: `0:${'00'.repeat(32)}` },
          }),
        });
        expect(await state.json()).toMatchObject({ ok: true, result: 'uninitialized' });
        // The Stellar node (a ledger behind a Horizon endpoint) answers and wrote its info file.
        const { stellar } = devnet.output;
        expect(JSON.parse(readFileSync(stellar.infoFile, 'utf8'))).toMatchObject({ rpcUrl: stellar.rpcUrl });
        expect((await fetch(`${stellar.rpcUrl}/fee_stats`)).status).toBe(200);
        // The XRP Ledger node (rippled's JSON-RPC) answers and wrote its info file.
        const { ripple } = devnet.output;
        expect(JSON.parse(readFileSync(ripple.infoFile, 'utf8'))).toMatchObject({ rpcUrl: ripple.rpcUrl });
        const info = await fetch(ripple.rpcUrl, {
          method: 'POST',
          body: JSON.stringify({ method: 'server_info', params: [{}] }),
        });
        expect(await info.json()).toMatchObject({ result: { status: 'success' } });
        // The Tron node (the full node's HTTP API) answers and wrote its info file.
        const { tron } = devnet.output;
        expect(JSON.parse(readFileSync(tron.infoFile, 'utf8'))).toMatchObject({ rpcUrl: tron.rpcUrl });
        const block = await fetch(`${tron.rpcUrl}/wallet/getnowblock`, { method: 'POST', body: '{}' });
        expect(await block.json()).toMatchObject({ block_header: { raw_data: { number: 0 } } });
        // The Cosmos and THORChain nodes (LCD endpoints) answer and wrote their info files.
        for (const node of [devnet.output.cosmos, devnet.output.thorchain]) {
          expect(JSON.parse(readFileSync(node.infoFile, 'utf8'))).toEqual({ rpcUrl: node.rpcUrl });
          const nodeInfo = await fetch(`${node.rpcUrl}/cosmos/base/tendermint/v1beta1/node_info`);
          expect(await nodeInfo.json()).toMatchObject({
            default_node_info: { network: expect.stringMatching(/devnet$/) },
          });
        }
      } finally {
        expect(await devnet.interrupt()).toBe(0);
      }
      expect(await portOpen(evmPort)).toBe(false);
      expect(await portOpen(Number(new URL(devnet.output.ton.rpcUrl).port))).toBe(false);
      expect(await portOpen(Number(new URL(devnet.output.stellar.rpcUrl).port))).toBe(false);
      expect(await portOpen(Number(new URL(devnet.output.ripple.rpcUrl).port))).toBe(false);
      expect(await portOpen(Number(new URL(devnet.output.tron.rpcUrl).port))).toBe(false);
      expect(await portOpen(Number(new URL(devnet.output.cosmos.rpcUrl).port))).toBe(false);
    },
  );
});

describe('npm run devnet with a bad port', () => {
  it('exits 2 with a JSON error and starts nothing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts'), '--port', 'abc'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(JSON.parse(stderr.trim().split('\n').pop()!)).toEqual({
      error: '--port (or KESTREL_DEVNET_PORT) must be a whole number from 1 to 65535',
    });
  });
});
