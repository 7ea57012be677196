import { HDKey } from '@scure/bip32';
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1 } from './secp256k1';
import { KeyInputError } from './types';
import { loadVectors } from './vectors';

interface Chain {
  path: string;
  ext_pub: string;
  ext_prv: string;
}
interface Bip32Case {
  id: string;
  seed_hex: string;
  chains: Chain[];
}

// Official BIP-32 vectors 1-4 (bitcoin/bips bip-0032.mediawiki), shared/vectors/bip32.json.
const file = loadVectors<{
  cases: Bip32Case[];
  extra_cases_vector4: Bip32Case | Bip32Case[];
  invalid_extended_keys_vector5: { extended_key: string; reason: string }[];
}>('bip32.json');
const all = [...file.cases, ...[file.extra_cases_vector4].flat()];
const rows = all.flatMap((c) => c.chains.map((ch) => [`${c.id} ${ch.path}`, c.seed_hex, ch] as const));

describe('BIP-32 secp256k1', () => {
  it.each(rows)('%s', (_name, seedHex, ch) => {
    const node = deriveSecp256k1(hexToBytes(seedHex), ch.path);
    expect(node.hdkey.privateExtendedKey).toBe(ch.ext_prv);
    expect(node.hdkey.publicExtendedKey).toBe(ch.ext_pub);
  });

  it('rejects every invalid extended key of vector 5', () => {
    expect(file.invalid_extended_keys_vector5.length).toBeGreaterThan(5);
    for (const bad of file.invalid_extended_keys_vector5) {
      expect(() => HDKey.fromExtendedKey(bad.extended_key), bad.reason).toThrow();
    }
  });

  it('refuses malformed paths with a readable error', () => {
    const seed = hexToBytes('000102030405060708090a0b0c0d0e0f');
    for (const p of ['', '44/0', "m/44'/x", 'm//1', "m/2147483648'", 'm/1/']) {
      expect(() => deriveSecp256k1(seed, p)).toThrow(KeyInputError);
    }
    expect(deriveSecp256k1(seed, 'm/0h/1').hdkey.privateExtendedKey).toBe(
      deriveSecp256k1(seed, "m/0'/1").hdkey.privateExtendedKey,
    );
  });
});
