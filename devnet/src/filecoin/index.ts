/**
 * The devnet's Filecoin node: an in-memory ledger (ledger.ts) behind the Lotus JSON-RPC calls
 * (/rpc/v1) and the Filscan-shaped scan calls (/api/v1/…) the adapter makes, on 127.0.0.1
 * (default port 1234, Lotus's usual API port), and the info file the CLI reads
 * ({tmpdir}/kestrel-devnet-filecoin.json: {rpcUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { FilecoinLedger } from './ledger';
import { serve } from './server';

export { FilecoinLedger, BASE_FEE as FILECOIN_BASE_FEE, GAS as FILECOIN_GAS } from './ledger';

export const FILECOIN_DEVNET_PORT = 1234;
export const FILECOIN_DEVNET_INFO_FILE = 'kestrel-devnet-filecoin.json';

export interface FilecoinDevnet {
  /** http://127.0.0.1:port — Lotus at /rpc/v1, the scan at /api/v1, and POST /faucet. */
  rpcUrl: string;
  infoFile?: string;
  ledger: FilecoinLedger;
  /** Credits `attoFil` (what POST /faucet does); returns the message CID. */
  fund(address: string, attoFil: bigint): string;
  stop(): Promise<void>;
}

export interface FilecoinDevnetOptions {
  /** Port on 127.0.0.1 (default 1234; 0: any free port). */
  port?: number;
  /** Where to write the endpoint for the CLI (default {tmpdir}/kestrel-devnet-filecoin.json); false: nowhere. */
  infoFile?: string | false;
}

export function filecoinDevnetInfoFile(): string {
  return nodeInfoPath('filecoin');
}

export async function startFilecoinDevnet(o: FilecoinDevnetOptions = {}): Promise<FilecoinDevnet> {
  const ledger = new FilecoinLedger();
  const server = await serve(ledger, o.port ?? FILECOIN_DEVNET_PORT);
  const infoFile = nodeInfoFile('filecoin', o.infoFile, { rpcUrl: server.url });
  return {
    rpcUrl: server.url,
    ...infoFile.entry,
    ledger,
    fund: (address, attoFil) => ledger.fund(address, attoFil),
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
