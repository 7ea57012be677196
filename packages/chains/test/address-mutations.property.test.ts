/**
 * Property: one typo in a valid address (a character changed, inserted or deleted, two neighbours
 * swapped, one letter's case flipped) never passes as another address, on every chain record.
 *
 * What each format can promise (docs/security.md "Address checks"):
 * - checksummed formats (Base58Check, Bech32/Bech32m, CashAddr, StrKey, TON's friendly form,
 *   Filecoin, Tezos, Ripple, Tron): refused, unless the typo only re-spells the same address
 *   (then `normalized` is the original's). Their checksums are 30 bits or more, or a CRC-16 that
 *   catches every one-character typo, so a chance pass is negligible.
 * - EVM (EIP-55): the checksum lives in the case of the letters; the independent check is viem's
 *   strict isAddress (a typo passes only when the result happens to be a correct EIP-55 spelling).
 * - Polkadot (SS58): a 2-byte checksum; the independent check recomputes it (1 in 65,536 typos is
 *   a real address of someone else and cannot be refused).
 * - no checksum at all: Solana (base58 of 32 bytes: any typo that still decodes to 32 bytes is
 *   another valid key), Aptos (64 hex: only length and alphabet can be checked), Hedera key
 *   aliases (shard.realm.hex of a DER key). There the check is the format's own rule, computed here apart.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { isAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyKeysOf } from '../src/accounts';
import { CHAINS, deriveAccount, loadFamilies, seedFromMnemonic, type ChainInfo } from '../src/index';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const RUNS = { numRuns: 60 };
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.:-_+/=';

beforeAll(() => loadFamilies());

type Mutation =
  { kind: 'change' | 'insert'; at: number; char: string } | { kind: 'delete' | 'swap' | 'case'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('change' as const, 'insert' as const),
    at: fc.nat(),
    char: fc.constantFrom(...ALPHABET),
  }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'swap' as const, 'case' as const), at: fc.nat() }),
);

function mutate(a: string, m: Mutation): string {
  const i = m.at % (a.length + (m.kind === 'insert' ? 1 : 0));
  switch (m.kind) {
    case 'change':
      return a.slice(0, i) + m.char + a.slice(i + 1);
    case 'insert':
      return a.slice(0, i) + m.char + a.slice(i);
    case 'delete':
      return a.slice(0, i) + a.slice(i + 1);
    case 'swap': {
      const j = Math.min(i, a.length - 2);
      return a.slice(0, j) + a[j + 1] + a[j] + a.slice(j + 2);
    }
    case 'case': {
      const c = a[i]!;
      return a.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + a.slice(i + 1);
    }
  }
}

/** SS58: base58 of prefix byte, 32-byte key, 2 bytes of blake2b-512("SS58PRE" ‖ prefix ‖ key). */
function ss58Intact(text: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text);
  } catch {
    return false;
  }
  if (bytes.length !== 35 || bytes[0] !== 0) return false;
  const sum = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...bytes.slice(0, 33)]));
  return sum[0] === bytes[33] && sum[1] === bytes[34];
}

function solanaShaped(text: string): boolean {
  try {
    return base58.decode(text).length === 32;
  } catch {
    return false;
  }
}

/**
 * For formats whose checksum cannot catch every typo, whether the typo'd text is still a
 * well-formed address by the format's own rule (then accepting it is right); else null.
 */
const STILL_WELL_FORMED: Partial<Record<ChainInfo['family'], (text: string) => boolean>> = {
  evm: (t) => isAddress(t, { strict: true }),
  polkadot: ss58Intact,
  solana: solanaShaped,
  aptos: (t) => /^0x[0-9a-fA-F]{64}$/.test(t),
  // shard.realm.alias: no checksum covers any part (another shard is another account).
  hedera: (t) => /^\d+\.\d+\.(?:[0-9a-fA-F]{2})+$/.test(t),
};

describe('one typo in a valid address is refused (property, every chain record)', () => {
  const seed = seedFromMnemonic(ABOUT);
  it.each(CHAINS.map((c) => [c.chain_name, c] as const))('%s', (_name, chain) => {
    const original = deriveAccount(chain.chain_name, seed).address;
    const keys = familyKeysOf(chain);
    const before = keys.validateAddress(chain, original, 'mainnet');
    expect(before.valid).toBe(true);
    const wellFormed = STILL_WELL_FORMED[chain.family];
    fc.assert(
      fc.property(
        mutation.map((m) => mutate(original, m)).filter((t) => t !== original),
        (typo) => {
          // The family's own validator, below accounts.ts's catch-all: it must not throw either.
          const check = keys.validateAddress(chain, typo, 'mainnet');
          if (!check.valid) {
            expect(check.reason.length).toBeGreaterThan(0);
            return;
          }
          if (wellFormed?.(typo)) return;
          // Accepted: only as another spelling of the very same address.
          expect(before.valid && check.normalized, `accepted typo ${typo}`).toBe(
            before.valid && before.normalized,
          );
        },
      ),
      RUNS,
    );
  });
});
