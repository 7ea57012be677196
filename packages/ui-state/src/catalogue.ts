/**
 * The currency catalogue, coin groups and news from the product API (docs/api.md), through the
 * wallet package's typed clients, pager and debounce; adding coins, tokens and groups to the
 * current wallet with the wallet package's rules (toggle, Duplication, 'Some coins is missing').
 *
 * The API is reached at /api on the app's own origin (the web: the dev/preview proxy of
 * vite.config.ts); a build may point elsewhere with the platform's config.apiUrl (the web's
 * VITE_KESTREL_API: a same-origin path or an origin that allows this one).
 */
import type { ApiCurrency, CatalogueClient, Currency } from '@kestrel/wallet';
import { loadChainsFor } from './chains';
import { plainMatches } from './coinSearch';
import { session } from './hooks';
import { API_PATH } from './network';
import { onOrigin, platform } from './platform';
import { loadWallet } from './wallet';

export type { ApiCurrency };

/** The API base: the platform's config.apiUrl when the build sets it, else the proxied /api path. */
export function apiBase(): string {
  const configured: unknown = platform().config.apiUrl;
  const base = typeof configured === 'string' && configured.trim() ? configured.trim() : API_PATH;
  return onOrigin(base);
}

let client: Promise<CatalogueClient> | null = null;

export function catalogueClient(): Promise<CatalogueClient> {
  client ??= loadWallet().then((mod) =>
    mod.createCatalogueClient(mod.createHttpClient({ baseUrl: apiBase() })),
  );
  return client;
}

/** The store's Currency (no nulls) from the API's entry. */
export function toCurrency(c: ApiCurrency): Currency {
  const { contractAddress, ...rest } = c;
  return contractAddress ? { ...rest, contractAddress } : rest;
}

async function unlocked() {
  const mod = await loadWallet();
  const core = session.unlockedCore;
  if (!core) throw new mod.VaultLockedError();
  return { mod, core };
}

function currentStoreWallet() {
  const s = session.unlockedCore?.store.getState().wallets;
  return s?.allWallets[s.currentWalletIndex];
}

/** isInWallet of a catalogue entry for the current wallet (derived, spec §3). */
export async function inWalletFlags(list: readonly ApiCurrency[]): Promise<boolean[]> {
  const mod = await loadWallet();
  const w = currentStoreWallet();
  return list.map((c) => mod.isInWallet(w, toCurrency(c)));
}

/** isGroupCoinsAdded of each group for the current wallet. */
export async function groupFlags(groups: readonly { coins: ApiCurrency[] }[]): Promise<boolean[]> {
  const mod = await loadWallet();
  const w = currentStoreWallet();
  return groups.map((g) => mod.isGroupCoinsAdded(w, g.coins.map(toCurrency)));
}

/** Add as a toggle: an entry in the wallet is hidden again, one not in it is added (spec §4). */
export async function toggleCurrency(c: ApiCurrency): Promise<void> {
  const { mod, core } = await unlocked();
  await mod.addCoin(core, toCurrency(c));
}

/** Adds every coin of a group; refused with 'Some coins is missing' when a chain is not in the wallet. */
export async function addCoinGroup(coins: readonly ApiCurrency[]): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.walletsActions.addCoinGroup(coins.map(toCurrency)));
  await core.save();
}

export interface CustomTokenInput {
  chain_name: string;
  contractAddress: string;
  symbol: string;
  name: string;
  decimal: number;
}

/**
 * A custom token by contract. Returns the Duplication toast ('{symbol} already added') when the
 * token is already in the wallet, else null once it is added. Bad input throws a readable reason.
 */
export async function addCustomToken(
  input: CustomTokenInput,
): Promise<{ title: string; message?: string } | null> {
  const { mod, core } = await unlocked();
  const { getChain, isChainName, validateAddress } = await loadChainsFor(input.chain_name);
  if (!isChainName(input.chain_name)) throw new mod.WalletRuleError(mod.MESSAGES.chainNotSupported);
  const check = validateAddress(input.chain_name, input.contractAddress, core.network);
  if (!check.valid) throw new mod.WalletRuleError(`The contract address is not valid: ${check.reason}`);
  const symbol = input.symbol.trim().toUpperCase();
  if (!symbol) throw new mod.WalletRuleError('The token symbol is empty');
  if (!Number.isInteger(input.decimal) || input.decimal < 0 || input.decimal > 36)
    throw new mod.WalletRuleError('Decimals must be a whole number from 0 to 36');
  const chain = getChain(input.chain_name);
  const contractAddress = check.normalized;
  const token: Currency = {
    _id: `custom:${input.chain_name}:${contractAddress.toLowerCase()}`,
    chain_name: input.chain_name,
    chain_symbol: chain.symbol,
    symbol,
    name: input.name.trim() || symbol,
    type: 'token',
    decimal: input.decimal,
    status: true,
    contractAddress,
  };
  return mod.addToken(core, token);
}

/**
 * The coins of the current wallet for a search: the spec's "chain:symbol" (chain_symbol or
 * chain_name) first, else a plain symbol, name or chain (./coinSearch), or the miss message.
 */
export async function searchInWallet(
  query: string,
): Promise<{ found: true; coinIds: string[] } | { found: false; message: string }> {
  const { mod, core } = await unlocked();
  const s = core.store.getState().wallets;
  const w = s.allWallets[s.currentWalletIndex];
  if (!w) return { found: false, message: mod.MESSAGES.walletNotAvailable };
  // Only coins shown in the wallet count (hidden catalogue coins are not "in" it).
  const coins = w.coins.filter((c) => c.isInWallet !== false);
  try {
    // The spec's forms first: chain_symbol:symbol or chain_name:symbol.
    return { found: true, coinIds: [mod.findCurrencyInWallet({ ...w, coins }, query)._id] };
  } catch (e) {
    const plain = plainMatches(coins, query, (c) => (mod.isChainName(c) ? mod.getChain(c).name : c));
    if (plain.length) return { found: true, coinIds: plain };
    return { found: false, message: e instanceof Error ? e.message : mod.MESSAGES.currencyNotFound };
  }
}

/** The news key Home asks for (the API seeds a 'welcome' entry). */
export const NEWS_KEY = 'welcome';

/** The message of the news entry with `key`, or undefined (also when the API is unreachable). */
export async function newsMessage(key = NEWS_KEY): Promise<string | undefined> {
  try {
    return await (await catalogueClient()).getNewsMessage(key);
  } catch {
    return undefined;
  }
}

const DISMISSED_KEY = 'kestrel.news.dismissed';

/** A dismissed news message stays dismissed on this device (a display choice, not a secret). */
export function isNewsDismissed(message: string): boolean {
  try {
    return platform().settings.getItem(DISMISSED_KEY) === message;
  } catch {
    return false;
  }
}

export function dismissNews(message: string): void {
  try {
    platform().settings.setItem(DISMISSED_KEY, message);
  } catch {
    // Without storage the notice is dismissed for this run only.
  }
}
