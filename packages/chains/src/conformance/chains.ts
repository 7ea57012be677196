/**
 * Which chain records the conformance suite runs, by family: every chain of a family listed here
 * (each family has its own conformance/<family>.test.ts). coverage.test.ts fails when a family
 * gains an adapter without joining the suite.
 */
import { CHAINS } from '../registry/index';
import type { ChainInfo, Family } from '../registry/types';

export const CONFORMANCE_FAMILIES: readonly Family[] = [
  'evm',
  'utxo',
  'solana',
  'ton',
  'stellar',
  'ripple',
  'tron',
  'cosmos',
  'polkadot',
  'cardano',
  'tezos',
  'aptos',
  'hedera',
  'filecoin',
];

/**
 * Families with an adapter that have not joined yet, each with why. coverage.test.ts fails when
 * one of these has joined (or lost its adapter), and when any other family has an adapter.
 */
export const CONFORMANCE_PENDING: Partial<Record<Family, string>> = {};

export function conformanceChains(family: Family): ChainInfo[] {
  if (!CONFORMANCE_FAMILIES.includes(family)) throw new Error(`${family} has no conformance test file`);
  return CHAINS.filter((c) => c.family === family);
}

/** The published phrase the suite derives from (BIP-39 vectors; Trust Wallet's address tests). */
export const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';
export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
