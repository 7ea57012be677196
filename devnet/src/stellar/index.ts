/**
 * The devnet's Stellar node: an in-memory ledger behind a Horizon-shaped endpoint on 127.0.0.1
 * (default port 8000, Horizon's own), with a friendbot-style faucet, and an info file the CLI reads
 * ({tmpdir}/kestrel-devnet-stellar.json: rpcUrl, friendbotUrl, assets, passphrase).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { Networks } from '@stellar/stellar-base';
import { createGenesis, type StellarDevnetAccount, type StellarGenesis } from './genesis';
import { StellarLedger } from './ledger';
import { serve } from './server';

export { StellarLedger } from './ledger';
export type { StellarDevnetAccount, StellarGenesis } from './genesis';

export const STELLAR_DEVNET_PORT = 8000;
export const STELLAR_DEVNET_INFO_FILE = 'kestrel-devnet-stellar.json';

export interface StellarDevnet {
  /** Horizon's base URL: http://127.0.0.1:port. */
  rpcUrl: string;
  friendbotUrl: string;
  passphrase: string;
  assets: StellarGenesis['assets'];
  accounts: StellarDevnetAccount[];
  ledger: StellarLedger;
  infoFile?: string;
  stop(): Promise<void>;
}

export interface StellarDevnetOptions {
  /** Port on 127.0.0.1 (default 8000; 0: any free port). */
  port?: number;
  /** Where to write the endpoints for the CLI (default {tmpdir}/kestrel-devnet-stellar.json); false: nowhere. */
  infoFile?: string | false;
  mnemonic?: string;
  /** Funded accounts at m/44'/148'/{i}' (default 5). */
  accounts?: number;
  /** The ledger's clock (tests move it to expire time bounds). */
  now?: () => number;
}

export function stellarDevnetInfoFile(): string {
  return nodeInfoPath('stellar');
}

export async function startStellarDevnet(o: StellarDevnetOptions = {}): Promise<StellarDevnet> {
  const ledger = new StellarLedger(Networks.STANDALONE, o.now);
  const genesis = createGenesis(ledger, {
    mnemonic: o.mnemonic ?? 'test test test test test test test test test test test junk',
    accounts: o.accounts ?? 5,
  });
  const server = await serve(ledger, genesis, o.port ?? STELLAR_DEVNET_PORT);
  const info = {
    rpcUrl: server.url,
    friendbotUrl: `${server.url}/friendbot`,
    passphrase: ledger.passphrase,
    assets: genesis.assets,
  };
  const infoFile = nodeInfoFile('stellar', o.infoFile, info);
  let stopped: Promise<void> | undefined;
  return {
    ...info,
    accounts: genesis.accounts,
    ledger,
    ...infoFile.entry,
    stop: () =>
      (stopped ??= (async () => {
        infoFile.remove();
        await server.close();
      })()),
  };
}
