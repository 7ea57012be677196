/**
 * The devnet's XRP Ledger: an in-memory ledger (ledger.ts) behind rippled's JSON-RPC on
 * 127.0.0.1 (default port 5005, rippled's usual local JSON-RPC port), and an info file the CLI
 * reads ({rpcUrl, faucetUrl}).
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { DEFAULT_FEES, RippleLedger, type LedgerFees } from './ledger';
import { serve } from './server';

export { RippleLedger, DEFAULT_FEES, GENESIS_SEED, transactionId, type LedgerFees } from './ledger';

export const RIPPLE_DEVNET_PORT = 5005;
export const RIPPLE_DEVNET_INFO_FILE = 'kestrel-devnet-ripple.json';

export interface RippleDevnet {
  /** http://127.0.0.1:port — the JSON-RPC endpoint (POST /) and POST /faucet. */
  rpcUrl: string;
  faucetUrl: string;
  infoFile?: string;
  ledger: RippleLedger;
  /** Pays `drops` from the genesis account (what POST /faucet does); returns the hash. */
  fund(address: string, drops: bigint): string;
  stop(): Promise<void>;
}

export interface RippleDevnetOptions {
  /** Port on 127.0.0.1 (default 5005; 0: any free port). */
  port?: number;
  /** Where to write the endpoints for the CLI (default {tmpdir}/kestrel-devnet-ripple.json); false: nowhere. */
  infoFile?: string | false;
  fees?: LedgerFees;
}

export function rippleDevnetInfoFile(): string {
  return nodeInfoPath('ripple');
}

export async function startRippleDevnet(o: RippleDevnetOptions = {}): Promise<RippleDevnet> {
  const ledger = new RippleLedger(o.fees ?? DEFAULT_FEES);
  const server = await serve(ledger, o.port ?? RIPPLE_DEVNET_PORT);
  const info = { rpcUrl: server.url, faucetUrl: `${server.url}/faucet` };
  const infoFile = nodeInfoFile('ripple', o.infoFile, info);
  return {
    ...info,
    ...infoFile.entry,
    ledger,
    fund(address, drops) {
      const out = ledger.fund(address, drops);
      if (out.kind !== 'result' || out.result !== 'tesSUCCESS')
        throw new Error(`The devnet faucet failed: ${out.kind === 'result' ? out.result : out.exception}`);
      return out.hash;
    },
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
