/** Name resolution (spec §5): ENS through viem (unconfigured name → null); .bnb through the BNB name API (zero address → null). */
import { createPublicClient, custom, zeroAddress } from 'viem';
import { normalize } from 'viem/ens';
import { mainnet, sepolia } from 'viem/chains';
import { z } from 'zod';
import { BNB_NAME_API, bnbGetAddress } from '../network/index';
import type { EvmContext } from './context';

export function supportsNames(chain: string): boolean {
  return chain === 'ethereum' || chain === 'binance_smart_chain';
}

export async function resolveName(ctx: EvmContext, name: string): Promise<string | null> {
  const n = name.trim().toLowerCase();
  if (ctx.chain.chain_name === 'binance_smart_chain' && n.endsWith('.bnb')) {
    const base = ctx.config.bnbNameApi ?? BNB_NAME_API;
    const address = await bnbGetAddress(base, n.slice(0, -'.bnb'.length), 'bnb', {
      fetch: ctx.fetch,
      timeoutMs: ctx.explorerTimeoutMs,
    });
    return !address || /^0x0{40}$/i.test(address) ? null : address;
  }
  if (ctx.chain.chain_name !== 'ethereum' || !n.includes('.')) return null;
  // The devnet has no ENS registry: every name there is unconfigured.
  if (ctx.network === 'devnet') return null;
  const client = createPublicClient({
    chain: ctx.network === 'testnet' ? sepolia : mainnet,
    transport: custom({
      request: ({ method, params }) => ctx.rpc.call(method, (params ?? []) as unknown[], z.unknown()),
    }),
  });
  const address = await client.getEnsAddress({ name: normalize(n) });
  return !address || address === zeroAddress ? null : address;
}
