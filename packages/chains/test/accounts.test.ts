import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAINS,
  deriveAccount,
  deriveAccounts,
  importPrivateKey,
  KeyInputError,
  loadFamilies,
  seedFromMnemonic,
  validateAddress,
  validatePrivateKey,
  type NetworkName,
} from '../src/index';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const NETWORKS: NetworkName[] = ['mainnet', 'testnet', 'devnet'];

beforeAll(() => loadFamilies());

describe('every chain through accounts.ts', () => {
  const seed = seedFromMnemonic(ABOUT);

  it.each(CHAINS.map((c) => [c.chain_name] as const))(
    '%s: derive, validate, export and re-import',
    (name) => {
      for (const network of NETWORKS) {
        const account = deriveAccount(name, seed, { network });
        expect(account.chain_name).toBe(name);
        expect(validateAddress(name, account.address, network)).toEqual({
          valid: true,
          normalized: account.address,
        });
        // The exported key is in the chain's import format and controls the same address.
        expect(importPrivateKey(name, account.privateKey, network).address).toBe(account.address);
        expect(validatePrivateKey(name, account.privateKey, network)).toEqual({
          valid: true,
          normalized: account.address,
        });
      }
    },
  );

  it('property: addresses derived from random phrases validate on their chain', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.constantFrom(...CHAINS.map((c) => c.chain_name)),
        (entropy, name) => {
          const material = seedFromMnemonic(entropyToMnemonic(entropy, wordlist));
          const account = deriveAccount(name, material);
          expect(validateAddress(name, account.address)).toEqual({
            valid: true,
            normalized: account.address,
          });
        },
      ),
      { numRuns: 120 },
    );
  });

  it('property: random strings and bytes never throw out of a validator or an importer', () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('latin1')),
      fc.uint8Array({ maxLength: 80 }).map((b) => '0x' + Buffer.from(b).toString('hex')),
    );
    fc.assert(
      fc.property(junk, fc.constantFrom(...CHAINS.map((c) => c.chain_name)), (input, name) => {
        const check = validateAddress(name, input);
        expect(typeof check.valid).toBe('boolean');
        try {
          importPrivateKey(name, input);
        } catch (e) {
          expect(e).toBeInstanceOf(KeyInputError);
        }
        expect(typeof validatePrivateKey(name, input).valid).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it('refuses a key of another chain family with a reason', () => {
    const sol = deriveAccount('solana', seed).privateKey;
    expect(validatePrivateKey('bitcoin', sol)).toMatchObject({ valid: false, reason: expect.any(String) });
    expect(() => importPrivateKey('ethereum', '')).toThrow('The private key is empty');
    expect(validateAddress('ethereum', '   ')).toEqual({ valid: false, reason: 'The address is empty' });
  });
});

describe('derive addresses (the next 50)', () => {
  const seed = seedFromMnemonic(ABOUT);
  const families = [
    'ethereum',
    'polygon',
    'solana',
    'tron',
    'bitcoin',
    'bitcoin_legacy',
    'litecoin',
    'dogecoin',
    'bitcoin_cash',
  ];

  it.each(families.map((f) => [f] as const))(
    '%s gives 50 distinct valid addresses along its template',
    (name) => {
      const accounts = deriveAccounts(name, seed, { start: 0, count: 50 });
      expect(accounts).toHaveLength(50);
      expect(new Set(accounts.map((a) => a.address)).size).toBe(50);
      expect(accounts[0]!.address).toBe(deriveAccount(name, seed).address);
      for (const a of accounts) expect(validateAddress(name, a.address).valid).toBe(true);
      const next = deriveAccounts(name, seed, { start: 50, count: 50 });
      expect(next[0]!.path).not.toBe(accounts[49]!.path);
    },
  );

  it('follows the source wallets: MetaMask, Phantom, Electrum', () => {
    expect(deriveAccounts('ethereum', seed, { start: 3, count: 1 })[0]!.path).toBe("m/44'/60'/0'/0/3");
    expect(deriveAccounts('solana', seed, { start: 3, count: 1 })[0]!.path).toBe("m/44'/501'/3'/0'");
    expect(deriveAccounts('bitcoin', seed, { start: 3, count: 1 })[0]!.path).toBe("m/84'/0'/0'/0/3");
    expect(deriveAccounts('bitcoin', seed, { start: 3, count: 1, network: 'testnet' })[0]!.path).toBe(
      "m/84'/1'/0'/0/3",
    );
    // BIP-84 text: m/84'/0'/0'/0/1 of "abandon … about".
    expect(deriveAccounts('bitcoin', seed, { start: 1, count: 1 })[0]!.address).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
  });

  it("refuses chains without derive addresses with 'Unsupported chain', and absurd counts", () => {
    expect(() => deriveAccounts('cardano', seed)).toThrow('Unsupported chain');
    expect(() => deriveAccounts('ethereum', seed, { count: 0 })).toThrow(KeyInputError);
    expect(() => deriveAccounts('ethereum', seed, { count: 5000 })).toThrow(KeyInputError);
    expect(() => deriveAccounts('ethereum', seed, { start: -1, count: 1 })).toThrow(KeyInputError);
  });

  it('gives every chain the same address at a custom path as at that default path', () => {
    for (const c of CHAINS) {
      expect(deriveAccount(c.chain_name, seed, { path: c.path }).address, c.chain_name).toBe(
        deriveAccount(c.chain_name, seed).address,
      );
    }
  });
});
