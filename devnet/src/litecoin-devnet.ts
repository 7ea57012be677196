/**
 * The devnet's Bitcoin-family node: litecoind in regtest (./litecoind), the info file the CLI reads
 * for its credentials, and a block miner so sends confirm without anyone mining by hand.
 */
import { nodeInfoFile, nodeInfoPath } from './node-info-file';
import { litecoindAvailable, LITECOIND_BINARY, startLitecoind, type Litecoind } from './litecoind';

/** The registry's devnet endpoint for litecoin is http://127.0.0.1:19443. */
export const LITECOIN_DEVNET_PORT = 19443;
/** Read by `kestrel` (packages/cli/src/commands/faucet-litecoin.ts): keep the two names equal. */
export const LITECOIN_DEVNET_INFO_FILE = 'kestrel-devnet-litecoin.json';
/** Seconds between blocks mined while transactions wait in the mempool (0: never). */
export const DEFAULT_LITECOIN_BLOCK_SECONDS = 10;

export const LITECOIND_MISSING_NOTE =
  'litecoind is not installed: litecoin is unavailable on this devnet (sudo apt-get install litecoind)';

export interface LitecoinDevnetOptions {
  /** RPC port on 127.0.0.1 (default 19443). Tests pass a free port. */
  port?: number;
  /** Where to write {"rpcUrl"} for the CLI (default {tmpdir}/kestrel-devnet-litecoin.json); false: nowhere. */
  infoFile?: string | false;
  /** Mine a block every N seconds when the mempool holds transactions (default 10; 0: off). */
  blockSeconds?: number;
  binary?: string;
}

export interface LitecoinDevnet {
  node: Litecoind;
  /** http://127.0.0.1:port */
  rpcUrl: string;
  /** http://user:pass@127.0.0.1:port (generated credentials, local regtest only). */
  rpcUrlWithAuth: string;
  infoFile?: string;
  blockSeconds: number;
  stop(): Promise<void>;
}

export function litecoinDevnetInfoFile(): string {
  return nodeInfoPath('litecoin');
}

export { litecoindAvailable, LITECOIND_BINARY };

export async function startLitecoinDevnet(o: LitecoinDevnetOptions = {}): Promise<LitecoinDevnet> {
  const node = await startLitecoind({
    port: o.port ?? LITECOIN_DEVNET_PORT,
    ...(o.binary ? { binary: o.binary } : {}),
  });
  const infoFile = nodeInfoFile('litecoin', o.infoFile, { rpcUrl: node.rpcUrlWithAuth });

  const blockSeconds = o.blockSeconds ?? DEFAULT_LITECOIN_BLOCK_SECONDS;
  let mining: Promise<unknown> = Promise.resolve();
  const timer =
    blockSeconds > 0
      ? setInterval(() => {
          mining = mining
            .then(async () => {
              const pool = await node.rpc<{ size: number }>('getmempoolinfo');
              if (pool.size > 0) await node.mine(1);
            })
            // The node stopping under the miner is not an error worth a crash.
            .catch(() => undefined);
        }, blockSeconds * 1000)
      : undefined;

  let stopped: Promise<void> | undefined;
  return {
    node,
    rpcUrl: node.rpcUrl,
    rpcUrlWithAuth: node.rpcUrlWithAuth,
    ...infoFile.entry,
    blockSeconds,
    stop() {
      stopped ??= (async () => {
        if (timer) clearInterval(timer);
        await mining;
        infoFile.remove();
        await node.stop();
      })();
      return stopped;
    },
  };
}
