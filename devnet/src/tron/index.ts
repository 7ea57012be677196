/**
 * The devnet's Tron node: an in-memory ledger behind the full node's and tronscan's HTTP calls on
 * 127.0.0.1 (default port 8090, java-tron's own), a faucet account holding TRX and the built-in
 * TRC-20 token, and the info file the CLI and web proxy read ({tmpdir}/kestrel-devnet-tron.json:
 * {rpcUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { privateKeyToAccount } from 'viem/accounts';
import { decodeAddress, encodeAddress, fromHex, sha256 } from './codec';
import { FAUCET_KEY } from './faucet';
import { TronLedger } from './ledger';
import { serve } from './server';

export { TronLedger } from './ledger';

export const TRON_DEVNET_PORT = 8090;
export const TRON_DEVNET_INFO_FILE = 'kestrel-devnet-tron.json';
/** 100 billion TRX and 1e15 token units for the faucet. */
const FAUCET_TRX = 100_000_000_000_000_000n;
const FAUCET_TOKENS = 1_000_000_000_000_000n;

export interface TronDevnet {
  rpcUrl: string;
  faucetAddress: string;
  /** The built-in TRC-20 token. */
  token: { address: string; name: string; symbol: string; decimals: number };
  ledger: TronLedger;
  infoFile?: string;
  stop(): Promise<void>;
}

export interface TronDevnetOptions {
  /** Port on 127.0.0.1 (default 8090; 0: any free port). */
  port?: number;
  /** Where to write {rpcUrl} (default {tmpdir}/kestrel-devnet-tron.json); false: nowhere. */
  infoFile?: string | false;
  now?: () => number;
  /** How long an unstake waits (default 14 days, as mainnet). */
  unfreezeDelayMs?: number;
}

export const tronDevnetInfoFile = () => nodeInfoPath('tron');

/** The address of an EVM-style key (same curve and hash; Tron's 0x41 prefix). */
export function tronAddressOfKey(privateKey: `0x${string}`): string {
  return encodeAddress(fromHex(`41${privateKeyToAccount(privateKey).address.slice(2).toLowerCase()}`));
}

export async function startTronDevnet(o: TronDevnetOptions = {}): Promise<TronDevnet> {
  const token = {
    address: encodeAddress(
      new Uint8Array([
        0x41,
        ...sha256(new TextEncoder().encode('kestrel tron devnet token')).subarray(0, 20),
      ]),
    ),
    name: 'Kestrel Test Token',
    symbol: 'KTT',
    decimals: 6,
  };
  const ledger = new TronLedger(token, o.now);
  if (o.unfreezeDelayMs !== undefined) ledger.unfreezeDelayMs = o.unfreezeDelayMs;
  const faucetAddress = tronAddressOfKey(FAUCET_KEY);
  if (!decodeAddress(faucetAddress)) throw new Error('the faucet address does not decode');
  ledger.credit(faucetAddress, FAUCET_TRX);
  ledger.tokenBalances.set(faucetAddress, FAUCET_TOKENS);
  const server = await serve(ledger, faucetAddress, o.port ?? TRON_DEVNET_PORT);
  const infoFile = nodeInfoFile('tron', o.infoFile, { rpcUrl: server.url, faucetAddress, token });
  let stopped: Promise<void> | undefined;
  return {
    rpcUrl: server.url,
    faucetAddress,
    token,
    ledger,
    ...infoFile.entry,
    stop: () =>
      (stopped ??= (async () => {
        infoFile.remove();
        await server.close();
      })()),
  };
}
