/** Property tests: derived addresses validate; no input makes the validators or importer crash. */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as base58checkFactory, hex } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { utxoKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const base58check = base58checkFactory(sha256);
const CHAINS: ChainInfo[] = [
  'bitcoin',
  'bitcoin_segwit',
  'bitcoin_legacy',
  'bitcoin_taproot',
  'litecoin',
  'dogecoin',
  'bitcoin_cash',
].map((n) => getChain(n));
const NETWORKS: NetworkName[] = ['mainnet', 'testnet', 'devnet'];

const chainArb = fc.constantFrom(...CHAINS);
const networkArb = fc.constantFrom(...NETWORKS);
const seedArb = fc.uint8Array({ minLength: 64, maxLength: 64 });
const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });
const pathFor = (chain: ChainInfo, network: NetworkName) =>
  network === 'mainnet' ? chain.networks.mainnet.path : chain.networks.testnet.path;

/** Random text in the shapes people paste: free text, hex, base58check, latin1 of bytes. */
const junkArb = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.uint8Array({ maxLength: 64 }).map((b) => hex.encode(b)),
  fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b) => base58check.encode(b)),
  fc.uint8Array({ maxLength: 64 }).map((b) => String.fromCharCode(...b)),
  fc
    .tuple(
      fc.constantFrom('bc1', 'tb1', 'ltc1', 'rltc1', 'bitcoincash:', 'q', 'p', '1', '3', 'D'),
      fc.string(),
    )
    .map(([p, s]) => p + s),
);

describe('utxo keys properties', () => {
  it('an address derived from any seed validates on its chain and is already normalized', () => {
    fc.assert(
      fc.property(seedArb, chainArb, networkArb, (seed, chain, network) => {
        const account = utxoKeys.deriveAccount(chain, fakeSeed(seed), pathFor(chain, network), network);
        expect(utxoKeys.validateAddress(chain, account.address, network)).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(utxoKeys.importPrivateKey(chain, account.privateKey, network).address).toBe(account.address);
      }),
      { numRuns: 60 },
    );
  });

  it('changing one character of a derived address makes it invalid', () => {
    fc.assert(
      fc.property(seedArb, chainArb, fc.nat(), fc.nat(), (seed, chain, at, pick) => {
        const { address } = utxoKeys.deriveAccount(chain, fakeSeed(seed), chain.path, 'mainnet');
        const start = address.startsWith('bitcoincash:') ? 'bitcoincash:'.length : 4;
        const i = start + (at % (address.length - start));
        const alphabet = /^[bl]/.test(address)
          ? 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
          : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
        const replacement = alphabet[pick % alphabet.length]!;
        fc.pre(replacement !== address[i]);
        const mutated = address.slice(0, i) + replacement + address.slice(i + 1);
        expect(utxoKeys.validateAddress(chain, mutated, 'mainnet').valid).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('validateAddress never throws and explains every refusal', () => {
    fc.assert(
      fc.property(junkArb, chainArb, networkArb, (text, chain, network) => {
        const check = utxoKeys.validateAddress(chain, text, network);
        if (!check.valid) expect(check.reason.length).toBeGreaterThan(0);
        else expect(typeof check.normalized).toBe('string');
      }),
      { numRuns: 100 },
    );
  });

  it('importPrivateKey throws nothing but KeyInputError', () => {
    fc.assert(
      fc.property(junkArb, chainArb, networkArb, (text, chain, network) => {
        expectOnlyKeyInputError(() => utxoKeys.importPrivateKey(chain, text, network));
      }),
      { numRuns: 100 },
    );
  });

  it('random 32-byte keys in WIF of every version byte import or fail with KeyInputError', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 255 }),
        fc.boolean(),
        chainArb,
        networkArb,
        (key, version, compressed, chain, network) => {
          const wif = base58check.encode(Uint8Array.from([version, ...key, ...(compressed ? [1] : [])]));
          try {
            const account = utxoKeys.importPrivateKey(chain, wif, network);
            expect(utxoKeys.validateAddress(chain, account.address, network).valid).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(KeyInputError);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
