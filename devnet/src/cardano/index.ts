/**
 * The devnet's Cardano node: @blaze-cardano/emulator behind one endpoint on 127.0.0.1 (default
 * port 3031, KESTREL_CARDANO_PORT): the product API's raw address route, Blockfrost-style send
 * calls under /api/v0 and the uniform POST /faucet. Its info file
 * ({tmpdir}/kestrel-devnet-cardano.json) holds {rpcUrl} (the base URL) for the CLI and the web proxy.
 */
import { nodeInfoFile } from '../node-info-file';
import { CardanoLedger } from './ledger';
import { serve } from './server';

export { CardanoLedger } from './ledger';

export const CARDANO_DEVNET_PORT = 3031;

export interface CardanoDevnetOptions {
  /** Port on 127.0.0.1 (default 3031; 0: any free port). */
  port?: number;
  /** Where to write {rpcUrl} (default {tmpdir}/kestrel-devnet-cardano.json); false: nowhere. */
  infoFile?: string | false;
}

export async function startCardanoDevnet(o: CardanoDevnetOptions = {}) {
  const ledger = new CardanoLedger();
  const server = await serve(ledger, o.port ?? CARDANO_DEVNET_PORT);
  const infoFile = nodeInfoFile('cardano', o.infoFile, { rpcUrl: server.url });
  return {
    rpcUrl: server.url,
    ...infoFile.entry,
    ledger,
    stop: async () => {
      infoFile.remove();
      await server.close();
    },
  };
}
