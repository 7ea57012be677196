/**
 * The devnet's Polkadot node: chopsticks running the fixture runtime, behind one endpoint on
 * 127.0.0.1 (default port 9944, KESTREL_POLKADOT_PORT in main.ts): JSON-RPC at the base, a
 * Subscan-shaped API under /api, the uniform POST /faucet. Its info file
 * ({tmpdir}/kestrel-devnet-polkadot.json) holds {rpcUrl} (the base URL) for the CLI and the web proxy.
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { PolkadotChain } from './chain';
import { Faucet } from './faucet';
import { serve } from './server';

export { PolkadotChain, POLKADOT_GENESIS } from './chain';

export const POLKADOT_DEVNET_PORT = 9944;
export const POLKADOT_DEVNET_INFO_FILE = 'kestrel-devnet-polkadot.json';

export interface PolkadotDevnet {
  /** http://127.0.0.1:port: JSON-RPC at the base, /api/…, /faucet. */
  rpcUrl: string;
  faucetAddress: string;
  infoFile?: string;
  node: PolkadotChain;
  stop(): Promise<void>;
}

export interface PolkadotDevnetOptions {
  /** Port on 127.0.0.1 (default 9944; 0: any free port). */
  port?: number;
  /** Where to write {rpcUrl} (default {tmpdir}/kestrel-devnet-polkadot.json); false: nowhere. */
  infoFile?: string | false;
  genesis?: string;
}

export function polkadotDevnetInfoFile(): string {
  return nodeInfoPath('polkadot');
}

export async function startPolkadotDevnet(o: PolkadotDevnetOptions = {}): Promise<PolkadotDevnet> {
  const node = await PolkadotChain.start(o.genesis);
  try {
    const faucet = new Faucet(node);
    await faucet.fund();
    const server = await serve(node, faucet, o.port ?? POLKADOT_DEVNET_PORT);
    const infoFile = nodeInfoFile('polkadot', o.infoFile, { rpcUrl: server.url });
    return {
      rpcUrl: server.url,
      faucetAddress: faucet.address,
      ...infoFile.entry,
      node,
      stop: async () => {
        infoFile.remove();
        await server.close();
        await node.close();
      },
    };
  } catch (e) {
    await node.close();
    throw e;
  }
}
