/**
 * The devnet's TON node: @ton/sandbox behind a toncenter-style endpoint on 127.0.0.1 (default
 * port 8081), and an info file the CLI and the web app's proxy read: `rpcUrl` is the node's base URL
 * (the adapter's devnet profile adds /api/v2/jsonRPC), with jsonRpcUrl, indexerUrl, faucetUrl, jettonMaster.
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { TonSandbox } from './sandbox';
import { serve } from './server';

export const TON_DEVNET_PORT = 8081;
export const TON_DEVNET_INFO_FILE = 'kestrel-devnet-ton.json';

export interface TonDevnet {
  /** http://127.0.0.1:port — the base of /api/v2/jsonRPC, /api/v3/… and /faucet. */
  url: string;
  /** The base URL, as `kestrel-devnet-ton.json` has it (the shells hand it to the family's devnet profile). */
  rpcUrl: string;
  jsonRpcUrl: string;
  indexerUrl: string;
  faucetUrl: string;
  jettonMaster: string;
  infoFile?: string;
  sandbox: TonSandbox;
  stop(): Promise<void>;
}

export interface TonDevnetOptions {
  /** Port on 127.0.0.1 (default 8081; 0: any free port). */
  port?: number;
  /** Where to write the endpoints for the CLI (default {tmpdir}/kestrel-devnet-ton.json); false: nowhere. */
  infoFile?: string | false;
}

export function tonDevnetInfoFile(): string {
  return nodeInfoPath('ton');
}

export async function startTonDevnet(o: TonDevnetOptions = {}): Promise<TonDevnet> {
  const sandbox = await TonSandbox.create();
  const server = await serve(sandbox, o.port ?? TON_DEVNET_PORT);
  const info = {
    url: server.url,
    rpcUrl: server.url,
    jsonRpcUrl: `${server.url}/api/v2/jsonRPC`,
    indexerUrl: server.url,
    faucetUrl: `${server.url}/faucet`,
    jettonMaster: sandbox.jettonMaster.toString(),
  };
  const infoFile = nodeInfoFile('ton', o.infoFile, info);
  return {
    ...info,
    ...infoFile.entry,
    sandbox,
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
