/**
 * `kestrel faucet --chain litecoin ADDRESS [--amount A]` on the devnet: the local litecoind
 * (regtest, devnet/src/litecoind.ts) sends from its "faucet" wallet and mines one block so the
 * coins are confirmed at once; faucet.ts calls `faucetLitecoin` for chain litecoin.
 *
 * The node's RPC URL with its credentials comes from KESTREL_LITECOIN_RPC
 * (http://user:pass@127.0.0.1:19443), else from the file the devnet writes,
 * {tmpdir}/kestrel-devnet-litecoin.json ({"rpcUrl": "http://user:pass@127.0.0.1:19443"}).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFamilyOf, validateAddress } from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';

export const LITECOIN_DEVNET_INFO_FILE = 'kestrel-devnet-litecoin.json';
/** Default faucet amount, LTC. */
export const DEFAULT_LTC_AMOUNT = '1';

/** The devnet litecoind's RPC URL with credentials, or undefined when none is known. */
export function litecoinDevnetRpc(io: CliIO): string | undefined {
  if (io.env.KESTREL_LITECOIN_RPC) return io.env.KESTREL_LITECOIN_RPC;
  try {
    const info = JSON.parse(readFileSync(join(tmpdir(), LITECOIN_DEVNET_INFO_FILE), 'utf8')) as {
      rpcUrl?: unknown;
    };
    return typeof info.rpcUrl === 'string' ? info.rpcUrl : undefined;
  } catch {
    return undefined;
  }
}

/** "1.5" LTC -> "1.50000000" for the node, validated without floats. */
export function ltcAmountText(text: string): string {
  const m = /^(\d{1,8})(?:\.(\d{1,8}))?$/.exec(text);
  if (!m || /^0+(\.0+)?$/.test(text))
    throw new CliError('--amount must be a positive LTC amount with at most 8 decimals');
  return `${m[1]}.${(m[2] ?? '').padEnd(8, '0')}`;
}

async function rpc<T>(url: string, method: string, params: unknown[], wallet?: string): Promise<T> {
  const u = new URL(url);
  const auth = u.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`
    : undefined;
  u.username = '';
  u.password = '';
  const endpoint = `${u.toString().replace(/\/$/, '')}${wallet ? `/wallet/${wallet}` : ''}`;
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new CliError(`The devnet litecoind at ${u.host} does not answer; start it with npm run devnet`, 3);
  }
  if (res.status === 401)
    throw new CliError('The devnet litecoind refused the RPC credentials (set KESTREL_LITECOIN_RPC)', 3);
  const body = (await res.json()) as { result: T; error: { message: string } | null };
  if (body.error) throw new CliError(`litecoind: ${body.error.message}`, 3);
  return body.result;
}

/** Funds `address` on the devnet; prints {chain, network, funded, amount, hash, status}. */
export async function faucetLitecoin(
  io: CliIO,
  address: string | undefined,
  amount?: string,
): Promise<number> {
  await loadFamilyOf('litecoin');
  const check = validateAddress('litecoin', address ?? '', 'devnet');
  if (!check.valid) throw new CliError(`Give the ADDRESS to fund: ${check.reason}`);
  const url = litecoinDevnetRpc(io);
  if (!url)
    throw new CliError(
      'No devnet litecoind known: start it with npm run devnet, or set KESTREL_LITECOIN_RPC',
      3,
    );
  const coins = ltcAmountText(amount ?? DEFAULT_LTC_AMOUNT);
  const hash = await rpc<string>(url, 'sendtoaddress', [check.normalized, coins], 'faucet');
  const miner = await rpc<string>(url, 'getnewaddress', ['', 'bech32'], 'faucet');
  await rpc<string[]>(url, 'generatetoaddress', [1, miner]);
  const sats = BigInt(coins.replace('.', ''));
  io.json({
    chain: 'litecoin',
    network: 'devnet',
    funded: check.normalized,
    amount: sats.toString(),
    hash,
    status: 'SUCCESS',
  });
  return 0;
}
