/**
 * The shells' door to the chain registry and keys (re-exported by @kestrel/wallet). Loaded on
 * demand with a dynamic import (./wallet) so the first screen does not pay for every chain family
 * (keys, curves, TON cells...).
 */
import { useEffect, useState } from 'react';
import { loadWallet, type WalletModule } from './wallet';

type ChainsModule = WalletModule;

/** The same module as ./wallet's loadWallet (one load, the platform's preparation first). */
export function loadChains(): Promise<ChainsModule> {
  return loadWallet();
}

/**
 * The chain functions with the families of these chains loaded (each family is its own chunk): its
 * key functions (derive, import, validate) are synchronous and need them. Unknown names are
 * skipped, so the call itself reports them.
 */
export async function loadChainsFor(...chainNames: string[]): Promise<ChainsModule> {
  const chains = await loadChains();
  await chains.loadFamilies(chainNames.filter((n) => chains.isChainName(n)));
  return chains;
}

export type PhraseCheck = { valid: true } | { valid: false; reason: string };

export async function generatePhrase(words: 12 | 24 = 12): Promise<string> {
  return (await loadChains()).generateMnemonic(words);
}

export async function checkPhrase(phrase: string): Promise<PhraseCheck> {
  return (await loadChains()).validateMnemonic(phrase);
}

export interface ChainOption {
  chain_name: string;
  name: string;
  symbol: string;
}

export async function chainOptions(): Promise<ChainOption[]> {
  const { CHAINS } = await loadChains();
  return CHAINS.map((c) => ({ chain_name: c.chain_name, name: c.name, symbol: c.symbol }));
}

/** Why a private key does not fit the chain, or null when it does. Never echoes the key. */
export async function privateKeyProblem(chain_name: string, privateKey: string): Promise<string | null> {
  const check = (await loadChainsFor(chain_name)).validatePrivateKey(chain_name, privateKey);
  return check.valid ? null : check.reason;
}

let names: ReadonlyMap<string, string> | null = null;

/** Human chain names by chain_name ("binance_smart_chain" → "BNB Smart Chain"), once loaded. */
export function useChainNames(): ReadonlyMap<string, string> {
  const [, setReady] = useState(names !== null);
  useEffect(() => {
    if (names) return;
    let live = true;
    void chainOptions().then((list) => {
      names = new Map(list.map((c) => [c.chain_name, c.name]));
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return names ?? new Map();
}
