/**
 * CAIP-2 chain ids (`eip155:<id>`) against the registry: the chains with an EVM chain id on the
 * session's network. Family-neutral: it reads the registry's evmChainId, nothing else.
 */
import { CHAINS, getNetwork, type ChainInfo, type NetworkName } from '@kestrel/chains';

export const EIP155 = 'eip155';

export function caipChainOf(chain: ChainInfo, network: NetworkName): string | undefined {
  const id = getNetwork(chain, network).evmChainId;
  return id === undefined ? undefined : `${EIP155}:${id}`;
}

/** The registry chain a CAIP-2 id names on this network, or undefined. */
export function chainOfCaip(caip: string, network: NetworkName): ChainInfo | undefined {
  return CHAINS.find((c) => caipChainOf(c, network) === caip);
}

/** `eip155:1:0xabc` → its chain id and address. */
export function splitAccount(account: string): { chain: string; address: string } {
  const i = account.lastIndexOf(':');
  return { chain: account.slice(0, i), address: account.slice(i + 1) };
}
