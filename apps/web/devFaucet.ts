/**
 * The devnet faucet behind the web server (node-side): POST /devnet/faucet/<node>
 * {address, amount, decimals, chain?} funds an address with `amount` whole coins of the node's own
 * coin (`decimals`: the coin's; `chain`: its chain_name, for the EVM node serves each EVM chain as
 * its own network and funds that one only), as `kestrel faucet` does: Hardhat sends from its first unlocked test
 * account, litecoind pays from its "faucet" wallet and mines a block, every other node serves the
 * devnet's uniform POST /faucet, which takes the amount in the coin's smallest unit. Local only:
 * pages of other origins are refused, and at most 100 coins a request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { crossOriginReason, splitCredentials } from './devProxy';

export const FAUCET_PATH = '/devnet/faucet';
const MAX_COINS = 100;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString('utf8');
      if (text.length > 10_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(text || '{}'));
      } catch (e) {
        reject(e as Error);
      }
    });
    req.on('error', reject);
  });
}

/** Whole coins as smallest units (decimal text, no floats). */
function unitsOf(amount: string, decimals: number): bigint {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole + frac.padEnd(decimals, '0').slice(0, decimals));
}

async function rpc<T>(
  raw: string,
  method: string,
  params: unknown[],
  path = '',
  version = '2.0',
): Promise<T> {
  const { url, authorization } = splitCredentials(raw);
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ jsonrpc: version, id: 1, method, params }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } | null };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

export interface FaucetTargets {
  evm: () => string | undefined;
  litecoin: () => string | undefined;
  /** Any other node's URL (its info file). */
  node: (name: string) => string | undefined;
}

/** `chain`: the chain_name the page asks for (a node serving several chains funds that one only). */
type Funder = (t: FaucetTargets, address: string, amount: string, chain: string | null) => Promise<string>;

/** A chain_name as the page sent it (plain lowercase words), else null. */
function chainOf(v: unknown): string | null {
  return typeof v === 'string' && /^[a-z0-9_]{1,40}$/.test(v) ? v : null;
}

/** The coin's decimals as the page sent them (a whole number up to 30), else null. */
function decimalsOf(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 30 ? v : null;
}

const down = (node: string) =>
  new Error(`The devnet's ${node} node is not running: start it with npm start or npm run devnet`);

/** Nodes without the uniform /faucet route, by the name `npm run devnet` gives them. */
const OWN_FAUCETS: Record<string, Funder> = {
  // Hardhat: its first unlocked test account pays, on the chain's own network of the EVM server
  // (<server>/<chain_name>, the registry's evmDevnetPath; the root is ethereum's).
  evm: async (t, address, amount, chain) => {
    const server = t.evm()?.replace(/\/+$/, '');
    if (!server) throw down('EVM');
    const url = chain ? `${server}/${chain}` : server;
    const [from] = await rpc<string[]>(url, 'eth_accounts', []);
    if (!from) throw new Error('The devnet EVM node has no unlocked account');
    const value = `0x${unitsOf(amount, 18).toString(16)}`;
    return rpc<string>(url, 'eth_sendTransaction', [{ from, to: address, value }]);
  },
  // litecoind: its "faucet" wallet pays, then a block is mined (Bitcoin Core speaks JSON-RPC 1.0).
  litecoin: async (t, address, amount) => {
    const url = t.litecoin();
    if (!url) throw down('litecoin');
    const txid = await rpc<string>(url, 'sendtoaddress', [address, amount], '/wallet/faucet', '1.0');
    const miner = await rpc<string>(url, 'getnewaddress', ['', 'bech32'], '/wallet/faucet', '1.0');
    await rpc(url, 'generatetoaddress', [1, miner], '', '1.0');
    return txid;
  },
};

class BadInput extends Error {}

async function fund(
  t: FaucetTargets,
  node: string,
  address: string,
  amount: string,
  decimals: number | null,
  chain: string | null,
): Promise<string> {
  const own = Object.hasOwn(OWN_FAUCETS, node) ? OWN_FAUCETS[node] : undefined;
  if (own) return own(t, address, amount, chain);
  // The uniform route counts in the smallest unit: the coin's decimals are needed.
  if (decimals === null) throw new BadInput("The coin's decimals are needed (a whole number up to 30)");
  const base = t.node(node);
  if (!base) throw down(node);
  const res = await fetch(`${base}/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: unitsOf(amount, decimals).toString() }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json().catch(() => ({}))) as { hash?: string; txid?: string; error?: string };
  if (!res.ok) throw new Error(body.error ?? `The ${node} faucet answered HTTP ${res.status}`);
  return body.hash ?? body.txid ?? '';
}

export function faucetHandler(t: FaucetTargets): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!url.startsWith(`${FAUCET_PATH}/`)) return next();
    const node = url.slice(FAUCET_PATH.length + 1).split(/[/?]/)[0] ?? '';
    if (req.method !== 'POST') return answer(res, 405, { error: 'The faucet takes POST' });
    const crossOrigin = crossOriginReason(req);
    if (crossOrigin)
      return answer(res, 403, { error: `The devnet refuses cross-origin requests (${crossOrigin})` });
    if (!/^[a-z0-9-]+$/.test(node)) return answer(res, 400, { error: 'Unknown devnet node' });
    void (async () => {
      try {
        const body = (await readJson(req)) as {
          address?: unknown;
          amount?: unknown;
          decimals?: unknown;
          chain?: unknown;
        };
        const address = typeof body.address === 'string' ? body.address.trim() : '';
        const amount = typeof body.amount === 'string' ? body.amount.trim() : '';
        if (!address || address.length > 200) return answer(res, 400, { error: 'An address is needed' });
        if (!/^\d+(\.\d{1,8})?$/.test(amount) || Number(amount) <= 0 || Number(amount) > MAX_COINS)
          return answer(res, 400, { error: `The amount must be above 0 and at most ${MAX_COINS} coins` });
        if (body.chain !== undefined && chainOf(body.chain) === null)
          return answer(res, 400, { error: 'Unknown chain' });
        const hash = await fund(t, node, address, amount, decimalsOf(body.decimals), chainOf(body.chain));
        answer(res, 200, { hash });
      } catch (e) {
        answer(res, e instanceof BadInput ? 400 : 502, { error: e instanceof Error ? e.message : String(e) });
      }
    })();
  };
}
