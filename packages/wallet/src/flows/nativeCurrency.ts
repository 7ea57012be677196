/** Catalogue entries for chains' native coins, from the chain registry (no network). */
import { getChain } from '@kestrel/chains';
import type { Currency } from '../store/types';

/** Coins a new phrase wallet starts with (our choice; docs/wallet.md). */
export const DEFAULT_WALLET_CHAINS = [
  'bitcoin',
  'ethereum',
  'binance_smart_chain',
  'solana',
  'tron',
] as const;

export function nativeCurrency(chain_name: string): Currency {
  const c = getChain(chain_name);
  return {
    _id: `${c.chain_name}:${c.symbol}`,
    chain_name: c.chain_name,
    chain_symbol: c.symbol,
    symbol: c.symbol,
    name: c.name,
    type: 'coin',
    decimal: c.decimals,
    status: true,
  };
}
