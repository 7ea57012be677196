/** BIP-39 recovery phrases: generation, validation with a readable reason, and seed. */
import {
  generateMnemonic as scureGenerate,
  mnemonicToSeedSync,
  validateMnemonic as scureValidate,
} from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { KeyInputError, type SeedMaterial } from './types';

export type MnemonicCheck = { valid: true } | { valid: false; reason: string };

const VALID_WORD_COUNTS = [12, 15, 18, 21, 24];

export function normalizeMnemonic(phrase: string): string {
  return phrase.normalize('NFKD').trim().toLowerCase().split(/\s+/).join(' ');
}

export function generateMnemonic(words: 12 | 24 = 12): string {
  if (words !== 12 && words !== 24) throw new KeyInputError('A new phrase has 12 or 24 words');
  return scureGenerate(wordlist, words === 12 ? 128 : 256);
}

export function validateMnemonic(phrase: string): MnemonicCheck {
  if (typeof phrase !== 'string' || phrase.trim() === '')
    return { valid: false, reason: 'The phrase is empty' };
  const words = normalizeMnemonic(phrase).split(' ');
  if (!VALID_WORD_COUNTS.includes(words.length)) {
    return { valid: false, reason: `A phrase has 12, 15, 18, 21 or 24 words; this one has ${words.length}` };
  }
  const unknown = words.findIndex((w) => !wordlist.includes(w));
  if (unknown >= 0) {
    return { valid: false, reason: `Word ${unknown + 1} is not in the BIP-39 English word list` };
  }
  if (!scureValidate(words.join(' '), wordlist)) {
    return { valid: false, reason: 'The phrase checksum does not match: a word is wrong or out of order' };
  }
  return { valid: true };
}

/** Validates the phrase and computes its BIP-39 seed once, for every chain's derivation. */
export function seedFromMnemonic(phrase: string, passphrase = ''): SeedMaterial {
  const check = validateMnemonic(phrase);
  if (!check.valid) throw new KeyInputError(`Invalid recovery phrase: ${check.reason}`);
  const mnemonic = normalizeMnemonic(phrase);
  return { mnemonic, passphrase, seed: mnemonicToSeedSync(mnemonic, passphrase) };
}
