/** BIP-39 recovery phrases: generation, validation with a readable reason, and seed. */
import {
  generateMnemonic as scureGenerate,
  mnemonicToEntropy,
  mnemonicToSeedSync,
  validateMnemonic as scureValidate,
} from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { icarusPbkdf2Input } from './cardano-icarus';
import { pbkdf2Sha512 } from './pbkdf2';
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

/**
 * The same seed as `seedFromMnemonic`, computed through the platform's PBKDF2 (WebCrypto) where
 * there is one. With `cardano: true`, Cardano's Icarus master-key stretch (CIP-3: PBKDF2 over the
 * phrase's entropy) is computed the same way, at the same time, so no chain's first derivation
 * runs a key stretch in JavaScript; the wallet asks for it at unlock and creation.
 */
export async function seedFromMnemonicAsync(
  phrase: string,
  passphrase = '',
  o: { cardano?: boolean } = {},
): Promise<SeedMaterial> {
  const check = validateMnemonic(phrase);
  if (!check.valid) throw new KeyInputError(`Invalid recovery phrase: ${check.reason}`);
  const mnemonic = normalizeMnemonic(phrase);
  const utf8 = (s: string) => new TextEncoder().encode(s.normalize('NFKD'));
  const icarus = o.cardano ? icarusPbkdf2Input(mnemonicToEntropy(mnemonic, wordlist), passphrase) : undefined;
  const [seed, icarusBytes] = await Promise.all([
    pbkdf2Sha512(utf8(mnemonic), utf8(`mnemonic${passphrase}`), 2048, 64),
    icarus && pbkdf2Sha512(icarus.password, icarus.salt, icarus.iterations, icarus.bytes),
  ]);
  return { mnemonic, passphrase, seed, ...(icarusBytes ? { icarus: icarusBytes } : {}) };
}
