/**
 * The devnet's Cosmos-family nodes: one in-memory ledger per chain (cosmos, thorchain) behind an
 * LCD-shaped endpoint on 127.0.0.1 (Cosmos: port 1317, the LCD's own, KESTREL_COSMOS_PORT;
 * THORChain: 1318, KESTREL_THORCHAIN_PORT), each writing {tmpdir}/kestrel-devnet-<chain>.json
 * ({rpcUrl}) for the CLI.
 */
import { nodeInfoFile, nodeInfoPath } from '../node-info-file';
import { CosmosLedger, type ChainParams } from './ledger';
import { serve } from './server';

export { CosmosLedger, Refusal, type ChainParams, type TxRecord as CosmosTxRecord } from './ledger';

export type CosmosDevnetChain = 'cosmos' | 'thorchain';

export const COSMOS_DEVNET_PORTS: Record<CosmosDevnetChain, number> = { cosmos: 1317, thorchain: 1318 };

/** The chains' devnet parameters: prefixes as the registry's devnet network has them (address.ts). */
export const COSMOS_DEVNET_PARAMS: Record<CosmosDevnetChain, ChainParams> = {
  cosmos: {
    chainId: 'kestrel-cosmos-devnet',
    prefix: 'cosmos',
    denom: 'uatom',
    minGasPriceMilli: 5n,
    nativeFee: 0n,
  },
  thorchain: {
    chainId: 'kestrel-thorchain-devnet',
    prefix: 'sthor',
    denom: 'rune',
    minGasPriceMilli: 0n,
    nativeFee: 2_000_000n,
  },
};

export interface CosmosDevnet {
  chain: CosmosDevnetChain;
  /** The LCD's base URL: http://127.0.0.1:port. */
  rpcUrl: string;
  chainId: string;
  ledger: CosmosLedger;
  infoFile?: string;
  stop(): Promise<void>;
}

export interface CosmosDevnetOptions {
  chain: CosmosDevnetChain;
  /** Port on 127.0.0.1 (default per chain; 0: any free port). */
  port?: number;
  /** Where to write {rpcUrl} (default {tmpdir}/kestrel-devnet-<chain>.json); false: nowhere. */
  infoFile?: string | false;
  now?: () => number;
}

export const cosmosDevnetInfoFile = (chain: CosmosDevnetChain) => nodeInfoPath(chain);

export async function startCosmosDevnet(o: CosmosDevnetOptions): Promise<CosmosDevnet> {
  const ledger = new CosmosLedger(COSMOS_DEVNET_PARAMS[o.chain], o.now);
  const server = await serve(ledger, o.port ?? COSMOS_DEVNET_PORTS[o.chain]);
  const infoFile = nodeInfoFile(o.chain, o.infoFile, { rpcUrl: server.url });
  let stopped: Promise<void> | undefined;
  return {
    chain: o.chain,
    rpcUrl: server.url,
    chainId: ledger.params.chainId,
    ledger,
    ...infoFile.entry,
    stop: () =>
      (stopped ??= (async () => {
        infoFile.remove();
        await server.close();
      })()),
  };
}
