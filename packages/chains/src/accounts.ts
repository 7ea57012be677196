/**
 * Keys and addresses for every chain_name: one entry point that dispatches to the family's
 * pure key logic. Derivation paths default to the registry's (per network). The functions stay
 * synchronous, so the chain's family must be loaded first (`await loadFamilies(chains)` or
 * `loadFamilyOf(chain)`); otherwise they throw FamilyNotLoadedError.
 */
import { FamilyNotLoadedError, loadedFamilyOf } from './families/registry';
import { parsePath, pathFromTemplate } from './keys/path';
import {
  KeyInputError,
  type Account,
  type AddressCheck,
  type FamilyKeys,
  type SeedMaterial,
} from './keys/types';
import { getChain, getNetwork } from './registry/index';
import type { ChainInfo, NetworkName } from './registry/types';

/** The most addresses one "derive addresses" call may produce. */
export const MAX_DERIVE_COUNT = 1000;

/** The key logic of a chain's family; throws FamilyNotLoadedError when the family was not loaded. */
export function familyKeysOf(chain: ChainInfo): FamilyKeys {
  return loadedFamilyOf(chain).keys;
}

export interface DeriveOptions {
  /** A custom path; the registry's default path for the network otherwise. */
  path?: string;
  network?: NetworkName;
}

export function defaultPath(chainName: string, network: NetworkName = 'mainnet'): string {
  const chain = getChain(chainName);
  return getNetwork(chain, network).path;
}

export function deriveAccount(chainName: string, seed: SeedMaterial, opts: DeriveOptions = {}): Account {
  const chain = getChain(chainName);
  const network = opts.network ?? 'mainnet';
  const path = (opts.path ?? getNetwork(chain, network).path).trim();
  parsePath(path);
  return familyKeysOf(chain).deriveAccount(chain, seed, path, network);
}

/** The template for "derive addresses" on this network (testnets switch the coin type). */
function deriveTemplateFor(chain: ChainInfo, network: NetworkName): string {
  if (!chain.deriveTemplate) throw new KeyInputError('Unsupported chain');
  if (chain.path === getNetwork(chain, network).path) return chain.deriveTemplate;
  // Same shape as the default path, on the network's coin type: swap the common prefix.
  const netPath = getNetwork(chain, network).path;
  const prefixLen = chain.deriveTemplate.indexOf('{index}');
  const mainPrefix = chain.path.slice(0, prefixLen);
  return chain.deriveTemplate.replace(mainPrefix, netPath.slice(0, prefixLen));
}

/** "Derive addresses": `count` accounts from index `start`, indexed the way the source wallets index them. */
export function deriveAccounts(
  chainName: string,
  seed: SeedMaterial,
  opts: { start?: number; count?: number; network?: NetworkName } = {},
): Account[] {
  const chain = getChain(chainName);
  const network = opts.network ?? 'mainnet';
  const start = opts.start ?? 0;
  const count = opts.count ?? 50;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_DERIVE_COUNT) {
    throw new KeyInputError(`The count must be from 1 to ${MAX_DERIVE_COUNT}`);
  }
  const template = deriveTemplateFor(chain, network);
  const keys = familyKeysOf(chain);
  const out: Account[] = [];
  for (let i = start; i < start + count; i++) {
    out.push(keys.deriveAccount(chain, seed, pathFromTemplate(template, i), network));
  }
  return out;
}

export function importPrivateKey(chainName: string, key: string, network: NetworkName = 'mainnet'): Account {
  const chain = getChain(chainName);
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  return familyKeysOf(chain).importPrivateKey(chain, key.trim(), network);
}

export function validateAddress(
  chainName: string,
  address: string,
  network: NetworkName = 'mainnet',
): AddressCheck {
  const chain = getChain(chainName);
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  // Outside the try: a family not loaded is the caller's mistake, not an invalid address.
  const keys = familyKeysOf(chain);
  try {
    return keys.validateAddress(chain, address.trim(), network);
  } catch {
    // Validators never throw by contract; this guards the contract itself.
    return { valid: false, reason: 'The address could not be parsed' };
  }
}

/**
 * Whether `text` names a token on the chain, in the family's own form (Stellar CODE:ISSUER, Cardano
 * policy id + asset name, else a contract address of the chain). Never throws for bad input.
 */
export function validateTokenId(
  chainName: string,
  text: string,
  network: NetworkName = 'mainnet',
): AddressCheck {
  const chain = getChain(chainName);
  if (typeof text !== 'string' || text.trim() === '')
    return { valid: false, reason: 'The token id is empty' };
  const keys = familyKeysOf(chain);
  try {
    return keys.validateTokenId
      ? keys.validateTokenId(chain, text.trim(), network)
      : keys.validateAddress(chain, text.trim(), network);
  } catch {
    return { valid: false, reason: 'The token id could not be parsed' };
  }
}

/**
 * Private-key check (spec §5): valid when an account can be built from it. `normalized` is the
 * address the key controls; the key itself is never echoed back.
 */
export function validatePrivateKey(
  chainName: string,
  key: string,
  network: NetworkName = 'mainnet',
): AddressCheck {
  try {
    return { valid: true, normalized: importPrivateKey(chainName, key, network).address };
  } catch (e) {
    if (e instanceof KeyInputError) return { valid: false, reason: e.message };
    if (e instanceof FamilyNotLoadedError) throw e;
    if (e instanceof Error && e.name === 'UnknownChainError') throw e;
    return { valid: false, reason: "The key is not in this chain's private-key format" };
  }
}
