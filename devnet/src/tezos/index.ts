/**
 * The devnet's Tezos node: an in-memory ledger (ledger.ts) behind the Octez RPC calls and TzKT
 * calls the adapter makes, on 127.0.0.1 (default port 8732, Octez's usual RPC port), and the
 * info file the CLI reads ({tmpdir}/kestrel-devnet-tezos.json: {rpcUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { TezosLedger } from './ledger';
import { serve } from './server';

export { TezosLedger, CHAIN_ID as TEZOS_CHAIN_ID, type TzktRow } from './ledger';

export const TEZOS_DEVNET_PORT = 8732;
export const TEZOS_DEVNET_INFO_FILE = 'kestrel-devnet-tezos.json';

export interface TezosDevnet {
  /** http://127.0.0.1:port — the node RPC, the TzKT-shaped API and POST /faucet. */
  rpcUrl: string;
  infoFile?: string;
  ledger: TezosLedger;
  /** Credits `mutez` (what POST /faucet does); returns the hash. */
  fund(address: string, mutez: bigint): string;
  stop(): Promise<void>;
}

export interface TezosDevnetOptions {
  /** Port on 127.0.0.1 (default 8732; 0: any free port). */
  port?: number;
  /** Where to write the endpoint for the CLI (default {tmpdir}/kestrel-devnet-tezos.json); false: nowhere. */
  infoFile?: string | false;
}

export function tezosDevnetInfoFile(): string {
  return nodeInfoPath('tezos');
}

export async function startTezosDevnet(o: TezosDevnetOptions = {}): Promise<TezosDevnet> {
  const ledger = new TezosLedger();
  const server = await serve(ledger, o.port ?? TEZOS_DEVNET_PORT);
  const infoFile = nodeInfoFile('tezos', o.infoFile, { rpcUrl: server.url });
  return {
    rpcUrl: server.url,
    ...infoFile.entry,
    ledger,
    fund: (address, mutez) => ledger.fund(address, mutez),
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
