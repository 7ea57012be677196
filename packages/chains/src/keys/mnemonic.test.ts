import { HDKey } from '@scure/bip32';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMnemonic, seedFromMnemonic, validateMnemonic } from './mnemonic';
import { KeyInputError } from './types';
import { loadVectors } from './vectors';

interface Bip39Case {
  id: string;
  entropy: string;
  mnemonic: string;
  passphrase: string;
  seed: string;
  bip32_root_xprv: string;
}

// Official BIP-39 vectors (trezor/python-mnemonic vectors.json), shared/vectors/bip39.json.
const { cases } = loadVectors<{ cases: Bip39Case[] }>('bip39.json');

describe('BIP-39', () => {
  it('has the official vectors to check', () => expect(cases.length).toBeGreaterThanOrEqual(24));

  it.each(cases.map((c) => [c.id, c] as const))('%s: phrase, entropy, seed and root key', (_id, c) => {
    expect(validateMnemonic(c.mnemonic)).toEqual({ valid: true });
    expect(bytesToHex(mnemonicToEntropy(c.mnemonic, wordlist))).toBe(c.entropy);
    const material = seedFromMnemonic(c.mnemonic, c.passphrase);
    expect(bytesToHex(material.seed)).toBe(c.seed);
    expect(HDKey.fromMasterSeed(hexToBytes(c.seed)).privateExtendedKey).toBe(c.bip32_root_xprv);
  });

  it('generates valid 12- and 24-word phrases', () => {
    expect(generateMnemonic(12).split(' ')).toHaveLength(12);
    const p24 = generateMnemonic(24);
    expect(p24.split(' ')).toHaveLength(24);
    expect(validateMnemonic(p24)).toEqual({ valid: true });
    expect(() => generateMnemonic(18 as 12)).toThrow(KeyInputError);
  });

  it('explains why a phrase is invalid', () => {
    const about =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
    expect(validateMnemonic('')).toEqual({ valid: false, reason: 'The phrase is empty' });
    expect(validateMnemonic('abandon abandon')).toMatchObject({
      valid: false,
      reason: expect.stringContaining('has 2'),
    });
    expect(validateMnemonic(about.replace('about', 'aboot'))).toEqual({
      valid: false,
      reason: 'Word 12 is not in the BIP-39 English word list',
    });
    expect(validateMnemonic(about.replace('about', 'abandon'))).toMatchObject({
      valid: false,
      reason: expect.stringContaining('checksum'),
    });
    // Spacing and case are forgiven, as wallets do.
    expect(validateMnemonic(`  ${about.toUpperCase().replace(/ /g, '   ')} `)).toEqual({ valid: true });
    expect(() => seedFromMnemonic('not a phrase')).toThrow(KeyInputError);
  });

  it('never throws on random input and never echoes it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = validateMnemonic(s);
        if (!r.valid) expect(r.reason.includes(s) && s.length > 8).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
