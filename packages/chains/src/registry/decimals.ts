/** The native coin's decimals per network (registry NetworkSettings.decimals). */
import { getNetwork } from './index';
import type { ChainInfo, NetworkName } from './types';

/** The network's own decimals where it has them (Westend's WND: 12), else the chain's. */
export function networkDecimals(chain: ChainInfo, network: NetworkName): number {
  return getNetwork(chain, network).decimals ?? chain.decimals;
}
