/**
 * `npm start` end to end: started as a person would (its own process group, ports injected through
 * the environment), it prints the ready block with the URLs and the faucet command; the wallet is
 * the production build (few requests and little data for the first screen; measured in a
 * browser); its index.html, the API's /health, the devnet node, its explorer and the demo prices
 * answer through the web server; SIGTERM to the script stops everything: every process of the
 * group ends and every port closes.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_LINE } from '../../../scripts/start';
import { openBrowser } from './harness';

const ROOT = new URL('../../../', import.meta.url).pathname;

let child: ChildProcess;
let output = '';
const ports = { web: 0, api: 0, evm: 0, litecoin: 0 };

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

function exited(p: ChildProcess): Promise<void> {
  return p.exitCode !== null || p.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => p.once('exit', () => r()));
}

/** True while any process of the group is alive (signal 0 only checks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process running scripts/start.ts under tsx's loader, in the group `npm start` leads. */
function scriptPid(group: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' }).split('\n');
  const match = rows
    .map((r) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(r))
    .find(
      (m) =>
        m && Number(m[2]) === group && /tsx\/dist\/loader/.test(m[3]!) && /scripts\/start\.ts/.test(m[3]!),
    );
  if (!match) throw new Error(`no scripts/start.ts process in group ${group}`);
  return Number(match[1]);
}

beforeAll(async () => {
  for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();
  child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true, // its own process group, like a terminal's foreground job
    env: {
      ...process.env,
      KESTREL_WEB_PORT: String(ports.web),
      KESTREL_API_PORT: String(ports.api),
      KESTREL_DEVNET_PORT: String(ports.evm),
      KESTREL_LITECOIN_PORT: String(ports.litecoin),
      KESTREL_API_DATABASE: ':memory:',
      KESTREL_LITECOIN_INFO_FILE: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 180_000;
  while (!output.includes('Press Ctrl-C to stop')) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 200_000);

afterAll(async () => {
  if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
});

describe('npm start', () => {
  it('prints one block with the URLs and how to fund an address', () => {
    const web = `http://127.0.0.1:${ports.web}`;
    expect(output).toContain(READY_LINE);
    expect(output).toContain(`Wallet      ${web}`);
    expect(output).toContain(`API         ${web}/api`);
    expect(output).toContain(`Hardhat     http://127.0.0.1:${ports.evm}`);
    expect(output).toContain(
      `npx kestrel faucet --chain ethereum 0xYOUR_ADDRESS --amount 10 --rpc http://127.0.0.1:${ports.evm}`,
    );
  });

  it('serves the wallet, the API, the devnet node and demo prices through the web server', async () => {
    const web = `http://127.0.0.1:${ports.web}`;
    const index = await fetch(`${web}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    const health = await fetch(`${web}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
    const prices = await fetch(`${web}/api/prices?symbols=ETH,NOTACOIN&currency=USD`);
    expect(await prices.json()).toEqual({ data: { currency: 'USD', rates: { ETH: '3000.00' } } });
    const chainId = await fetch(`${web}/devnet/evm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    // Hardhat's chain id 31337 (the registry's EVM_DEVNET_CHAIN_ID).
    expect(((await chainId.json()) as { result: string }).result).toBe('0x7a69');
    // The devnet's explorer, through the same server (Etherscan's answer for an unused address).
    const history = await fetch(
      `${web}/devnet/explorer/v2/api?chainid=31337&module=account&action=txlist&address=0x${'12'.repeat(20)}`,
    );
    expect(await history.json()).toEqual({ status: '0', message: 'No transactions found', result: [] });
  });

  it('serves the production build: the first screen in few requests and little data', async () => {
    const web = `http://127.0.0.1:${ports.web}`;
    const html = await (await fetch(`${web}/`)).text();
    expect(html).not.toContain('/@vite/client');
    expect(html).toMatch(/\/assets\/index-[\w-]+\.js/);
    const b = await openBrowser();
    try {
      const sizes: Promise<number>[] = [];
      b.page.on('requestfinished', (r) =>
        sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
      );
      const started = Date.now();
      await b.page.goto(web);
      await b.page.getByRole('button', { name: 'Import a wallet' }).waitFor();
      const ms = Date.now() - started;
      await b.page.waitForLoadState('networkidle');
      const requests = sizes.length;
      const bytes = (await Promise.all(sizes)).reduce((a, n) => a + n, 0);
      // Measured on the 2-core CI machine: the dev server took 216 requests, 14.9 MB, 2.6–3.6 s.
      console.log(`npm start first screen: ${requests} requests, ${(bytes / 1e6).toFixed(2)} MB, ${ms} ms`);
      // The time is printed, not asserted (speed is the benchmarks' job: `npm run bench`).
      expect(requests).toBeLessThan(40);
      expect(bytes).toBeLessThan(2_000_000);
    } finally {
      await b.close();
    }
  });

  it('stops everything on SIGTERM to its own process: every process of the group ends, every port closes', async () => {
    // Ctrl-C signals every process of the group, litecoind included, and each stops by itself.
    // A supervisor's SIGTERM reaches the script alone: the stack must stop what it started (Vite's
    // server used to exit the process on SIGTERM first, leaving litecoind running).
    process.kill(scriptPid(child.pid!), 'SIGTERM');
    await exited(child);
    const deadline = Date.now() + 45_000;
    while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(groupAlive(child.pid!)).toBe(false);
    // Everything the group wrote is read once every writer of the pipe has exited.
    if (!child.stdout!.closed) await new Promise((r) => child.stdout!.once('close', r));
    expect(output).toContain('SIGTERM: stopping');
    expect(output).not.toContain('npm start failed');
    for (const p of Object.values(ports)) expect(await portOpen(p)).toBe(false);
  }, 60_000);
});
