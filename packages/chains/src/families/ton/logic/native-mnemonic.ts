/**
 * TON's own 24-word recovery phrases (Tonkeeper, Tonhub, @ton/crypto), which are not BIP-39:
 *   entropy = HMAC-SHA512(key = words joined by spaces, data = password)
 *   seed    = PBKDF2-SHA512(entropy, "TON default seed", 100000 iterations)[0..32]
 * A phrase without password is valid when PBKDF2-SHA512(entropy, "TON seed version", 390)[0] == 0
 * (tonlib Mnemonic::is_basic_seed; 390 = 100000 / 256). Passphrase-protected TON phrases are
 * not supported.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { KeyInputError } from '../../../keys/types';

export const TON_MNEMONIC_WORDS = 24;
const PBKDF_ITERATIONS = 100_000;
const BASIC_SEED_ITERATIONS = Math.floor(PBKDF_ITERATIONS / 256);
const WORDS = new Set(wordlist);

export type TonMnemonicCheck = { valid: true; words: string[] } | { valid: false; reason: string };

function toWords(words: string | readonly string[]): string[] {
  const list = typeof words === 'string' ? words.trim().split(/\s+/) : [...words];
  return list.map((w) => w.normalize('NFKD').trim().toLowerCase()).filter((w) => w !== '');
}

function entropyOf(words: string[]): Uint8Array {
  return hmac(sha512, utf8ToBytes(words.join(' ')), new Uint8Array(0));
}

/** Validates a TON phrase with a reason a person can read; never throws. */
export function checkTonNativeMnemonic(words: string | readonly string[]): TonMnemonicCheck {
  if (typeof words !== 'string' && !Array.isArray(words))
    return { valid: false, reason: 'The phrase is empty' };
  const list = toWords(words);
  if (list.length === 0) return { valid: false, reason: 'The phrase is empty' };
  if (list.length !== TON_MNEMONIC_WORDS) {
    return { valid: false, reason: `A TON recovery phrase has 24 words; this one has ${list.length}` };
  }
  const unknown = list.findIndex((w) => !WORDS.has(w));
  if (unknown >= 0)
    return { valid: false, reason: `Word ${unknown + 1} is not in the TON (BIP-39 English) word list` };
  const check = pbkdf2(sha512, entropyOf(list), utf8ToBytes('TON seed version'), {
    c: BASIC_SEED_ITERATIONS,
    dkLen: 64,
  });
  if (check[0] !== 0) {
    return {
      valid: false,
      reason: 'This is not a valid TON recovery phrase: a word is wrong or out of order',
    };
  }
  return { valid: true, words: list };
}

export function isTonNativeMnemonic(words: string | readonly string[]): boolean {
  return checkTonNativeMnemonic(words).valid;
}

/** The 32-byte ed25519 seed of a TON phrase; throws KeyInputError when the phrase is not valid. */
export function tonNativeMnemonicToSeed(words: string | readonly string[]): Uint8Array {
  const check = checkTonNativeMnemonic(words);
  if (!check.valid) throw new KeyInputError(`Invalid TON recovery phrase: ${check.reason}`);
  const seed = pbkdf2(sha512, entropyOf(check.words), utf8ToBytes('TON default seed'), {
    c: PBKDF_ITERATIONS,
    dkLen: 64,
  });
  return seed.slice(0, 32);
}
