/**
 * The devnet's Hedera node: an in-memory ledger (ledger.ts) behind the mirror node's REST calls
 * and a gRPC-web proxy's submit route, on 127.0.0.1 (default port 5551), and the info file the
 * CLI reads ({tmpdir}/kestrel-devnet-hedera.json: {rpcUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { HederaLedger } from './ledger';
import { serve } from './server';

export {
  HederaLedger,
  Precheck as HederaPrecheck,
  NODE as HEDERA_NODE,
  RATE as HEDERA_RATE,
  TRANSFER_FEE as HEDERA_TRANSFER_FEE,
  CREATE_FEE as HEDERA_CREATE_FEE,
} from './ledger';

export const HEDERA_DEVNET_PORT = 5551;
export const HEDERA_DEVNET_INFO_FILE = 'kestrel-devnet-hedera.json';

export interface HederaDevnet {
  /** http://127.0.0.1:port — the mirror REST API, the gRPC-web submit route and POST /faucet. */
  rpcUrl: string;
  infoFile?: string;
  ledger: HederaLedger;
  /** Credits `tinybars` from the treasury (what POST /faucet does); returns the transaction id. */
  fund(address: string, tinybars: bigint): string;
  stop(): Promise<void>;
}

export interface HederaDevnetOptions {
  /** Port on 127.0.0.1 (default 5551; 0: any free port). */
  port?: number;
  /** Where to write the endpoint for the CLI (default {tmpdir}/kestrel-devnet-hedera.json); false: nowhere. */
  infoFile?: string | false;
}

export function hederaDevnetInfoFile(): string {
  return nodeInfoPath('hedera');
}

export async function startHederaDevnet(o: HederaDevnetOptions = {}): Promise<HederaDevnet> {
  const ledger = new HederaLedger();
  const server = await serve(ledger, o.port ?? HEDERA_DEVNET_PORT);
  const infoFile = nodeInfoFile('hedera', o.infoFile, { rpcUrl: server.url });
  return {
    rpcUrl: server.url,
    ...infoFile.entry,
    ledger,
    fund: (address, tinybars) => ledger.fund(address, tinybars),
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
