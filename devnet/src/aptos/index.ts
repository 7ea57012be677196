/**
 * The devnet's Aptos node: an in-memory ledger (ledger.ts) behind the node REST API v1 calls the
 * adapter makes, on 127.0.0.1 (default port 8070, next to Aptos' local node's 8080), and the info
 * file the CLI reads ({tmpdir}/kestrel-devnet-aptos.json: {rpcUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { AptosLedger } from './ledger';
import { serve } from './server';

export { AptosLedger, CHAIN_ID as APTOS_CHAIN_ID, GAS as APTOS_DEVNET_GAS } from './ledger';

export const APTOS_DEVNET_PORT = 8070;
export const APTOS_DEVNET_INFO_FILE = 'kestrel-devnet-aptos.json';

export interface AptosDevnet {
  /** http://127.0.0.1:port — the node API under /v1 and POST /faucet. */
  rpcUrl: string;
  infoFile?: string;
  ledger: AptosLedger;
  /** Credits `octas` (what POST /faucet does); returns the hash. */
  fund(address: string, octas: bigint): string;
  stop(): Promise<void>;
}

export interface AptosDevnetOptions {
  /** Port on 127.0.0.1 (default 8070; 0: any free port). */
  port?: number;
  /** Where to write the endpoint for the CLI (default {tmpdir}/kestrel-devnet-aptos.json); false: nowhere. */
  infoFile?: string | false;
}

export function aptosDevnetInfoFile(): string {
  return nodeInfoPath('aptos');
}

export async function startAptosDevnet(o: AptosDevnetOptions = {}): Promise<AptosDevnet> {
  const ledger = new AptosLedger();
  const server = await serve(ledger, o.port ?? APTOS_DEVNET_PORT);
  const infoFile = nodeInfoFile('aptos', o.infoFile, { rpcUrl: server.url });
  return {
    rpcUrl: server.url,
    ...infoFile.entry,
    ledger,
    fund: (address, octas) => ledger.fund(address, octas),
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
