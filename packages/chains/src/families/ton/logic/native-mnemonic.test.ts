import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { KeyInputError } from '../../../keys/types';
import { checkTonNativeMnemonic, isTonNativeMnemonic, tonNativeMnemonicToSeed } from './native-mnemonic';

// trustwallet/wallet-core rust/tw_tests/tests/chains/ton/ton_wallet.rs
// (test_ton_wallet_is_valid_mnemonic, test_ton_wallet_get_key).
const TW_PHRASE =
  'protect drill sugar gallery note admit input wrist chicken swarm scheme hedgehog orbit ritual glove ski buddy slogan fragile sun delay toy lucky require';
// tonwhales/ton-crypto src/mnemonic/mnemonic.spec.ts ("should validate mnemonics").
const TON_CRYPTO_WORDS = [
  'hospital',
  'stove',
  'relief',
  'fringe',
  'tongue',
  'always',
  'charge',
  'angry',
  'urge',
  'sentence',
  'again',
  'match',
  'nerve',
  'inquiry',
  'senior',
  'coconut',
  'label',
  'tumble',
  'carry',
  'category',
  'beauty',
  'bean',
  'road',
  'solution',
];

describe('TON native mnemonics', () => {
  it('accepts the published valid phrases (string or word list)', () => {
    expect(isTonNativeMnemonic(TW_PHRASE)).toBe(true);
    expect(isTonNativeMnemonic(TON_CRYPTO_WORDS)).toBe(true);
    expect(isTonNativeMnemonic(`  ${TON_CRYPTO_WORDS.join('  ').toUpperCase()} `)).toBe(true);
  });

  it('derives the published private key', () => {
    expect(bytesToHex(tonNativeMnemonicToSeed(TW_PHRASE))).toBe(
      'cdcea50b87d3f1ca859e7b2bdf9a5339b7b6804b5c70ac85198829f9607dc43b',
    );
  });

  it('rejects a single word (ton-crypto: mnemonicValidate(["a"]) is false)', () => {
    expect(isTonNativeMnemonic(['a'])).toBe(false);
  });

  it('gives readable reasons', () => {
    const words = TW_PHRASE.split(' ');
    expect(checkTonNativeMnemonic(words.slice(0, 23))).toEqual({
      valid: false,
      reason: 'A TON recovery phrase has 24 words; this one has 23',
    });
    expect(checkTonNativeMnemonic([...words.slice(0, 23), 'kestrelx'])).toEqual({
      valid: false,
      reason: 'Word 24 is not in the TON (BIP-39 English) word list',
    });
    expect(checkTonNativeMnemonic('')).toEqual({ valid: false, reason: 'The phrase is empty' });
  });

  it('throws KeyInputError rather than deriving from an invalid phrase', () => {
    expect(() => tonNativeMnemonicToSeed(TW_PHRASE.split(' ').slice(1))).toThrow(KeyInputError);
  });
});
