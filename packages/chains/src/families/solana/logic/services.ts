/**
 * Public services the Solana adapter reads beside the RPC: the token list (names and symbols of
 * mints) and the Stakewiz validators list (mainnet). Dependency-free so the family module names
 * them (FamilyProviders.services) without loading the adapter's logic.
 */
import type { NetworkName } from '../../../registry/types';

export const PUBLIC_TOKEN_LIST = 'https://token-list-api.solana.cloud';
export const PUBLIC_VALIDATORS = 'https://api.stakewiz.com/validators';

/** The services read by default on a network (the devnet reads none). */
export function defaultServices(network: NetworkName): { tokenLists: string[]; validators: string[] } {
  return {
    tokenLists: network === 'devnet' ? [] : [PUBLIC_TOKEN_LIST],
    validators: network === 'mainnet' ? [PUBLIC_VALIDATORS] : [],
  };
}
