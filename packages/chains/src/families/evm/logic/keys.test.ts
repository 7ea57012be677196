import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { CHAINS, getChain } from '../../../registry';
import { evmKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const EVM_CHAINS = CHAINS.filter((c) => c.family === 'evm');
const ethereum = getChain('ethereum');

// trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift: one phrase, each coin's default path.
const SHOOT = seedFromMnemonic(
  'shoot island position soft burden budget tooth cruel issue economy destroy above',
);
const SHOOT_BY_COIN_TYPE: Record<string, string> = {
  "m/44'/60'/0'/0/0": '0x8f348F300873Fd5DA36950B2aC75a26584584feE', // .ethereum, .smartChain, .polygon
  "m/44'/61'/0'/0/0": '0x078bA3228F3E6C08bEEac9A005de0b7e7089aD1c', // .ethereumClassic
  "m/44'/889'/0'/0/0": '0xC74b6D8897cBa9A4b659d43fEF73C9cA852cE424', // .tomoChain (now Viction)
};

describe('evmKeys.deriveAccount', () => {
  it('covers the 18 EVM chain_names of the registry', () => {
    expect(EVM_CHAINS).toHaveLength(18);
  });

  it.each(EVM_CHAINS.map((c) => [c.chain_name, c] as const))(
    '%s at its default path (Trust Wallet vector)',
    (_n, chain) => {
      const expected = SHOOT_BY_COIN_TYPE[chain.path];
      expect(expected, `no published vector for ${chain.path}`).toBeDefined();
      const account = evmKeys.deriveAccount(chain, SHOOT, chain.path, 'mainnet');
      expect(account.address).toBe(expected);
      expect(account.path).toBe(chain.path);
      expect(account.chain_name).toBe(chain.chain_name);
    },
  );

  it('matches viem: "test test ... junk" (Hardhat/Anvil accounts)', () => {
    // wevm/viem src/accounts/mnemonicToAccount.test.ts (default, accountIndex: 1, changeIndex: 1).
    const seed = seedFromMnemonic('test test test test test test test test test test test junk');
    const at = (path: string) => evmKeys.deriveAccount(ethereum, seed, path, 'mainnet').address;
    expect(at("m/44'/60'/0'/0/0")).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(at("m/44'/60'/1'/0/0")).toBe('0x8C8d35429F74ec245F8Ef2f4Fd1e551cFF97d650');
    expect(at("m/44'/60'/0'/1/0")).toBe('0x4b39F7b0624b9dB86AD293686bc38B903142dbBc');
  });

  it('matches MetaMask eth-hd-keyring accounts 0 and 1', () => {
    // MetaMask/eth-hd-keyring src/HDKeyring.test.ts (sampleMnemonic, firstAcct, secondAcct).
    const seed = seedFromMnemonic(
      'finish oppose decorate face calm tragic certain desk hour urge dinosaur mango',
    );
    const at = (i: number) => evmKeys.deriveAccount(ethereum, seed, `m/44'/60'/0'/0/${i}`, 'mainnet').address;
    expect(at(0).toLowerCase()).toBe('0x1c96099350f13d558464ec79b9be4445aa0ef579');
    expect(at(1).toLowerCase()).toBe('0x1b00aed43a693f3a957f9feb5cc08afa031e37a0');
  });

  it('honours the BIP-39 passphrase and exports the 0x private key', () => {
    // wallet-core tests/interface/TWHDWalletTests.cpp (DeriveEthereum, passphrase "TREZOR").
    const seed = seedFromMnemonic(
      'ripple scissors kick mammal hire column oak again sun offer wealth tomorrow wagon turn fatal',
      'TREZOR',
    );
    expect(evmKeys.deriveAccount(ethereum, seed, "m/44'/60'/0'/0/0", 'mainnet').address).toBe(
      '0x27Ef5cDBe01777D62438AfFeb695e33fC2335979',
    );
    // wallet-core tests/common/HDWallet/HDWalletTests.cpp (FromMnemonicImmutableX): key and address.
    const imx = evmKeys.deriveAccount(
      ethereum,
      seedFromMnemonic('owner erupt swamp room swift final allow unaware hint identify figure cotton'),
      "m/44'/60'/0'/0/0",
      'mainnet',
    );
    expect(imx.privateKey).toBe('0xa84f129929f6effe3fd541bcaa8a13d80714cd93c205682bea8b9e0cfc28a2ad');
    expect(imx.address).toBe('0x1A817D0cC495C8157E4C734c48a1e840473CBCa1');
  });

  it('refuses a malformed path with KeyInputError', () => {
    expect(() => evmKeys.deriveAccount(ethereum, SHOOT, "m/44'/60'/x", 'mainnet')).toThrow(KeyInputError);
  });
});

describe('evmKeys.importPrivateKey', () => {
  it.each([
    // wallet-core tests/chains/Ethereum/AddressTests.cpp (FromPrivateKey).
    [
      'afeefca74d9a325cf1d6b6911d61a65c32afa8e02bd5e78e2e4ac2910bab45f5',
      '0xAc1ec44E4f0ca7D172B7803f6836De87Fb72b309',
    ],
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (dummy key 0x46..46, Ethereum and clones).
    [
      '0x4646464646464646464646464646464646464646464646464646464646464646',
      '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F',
    ],
  ])('%s', (key, address) => {
    for (const network of ['mainnet', 'testnet', 'devnet'] as const) {
      const account = evmKeys.importPrivateKey(ethereum, key, network);
      expect(account.address).toBe(address);
      expect(account.path).toBeUndefined();
      expect(account.privateKey).toBe(`0x${key.replace(/^0x/, '').toLowerCase()}`);
    }
  });

  it('accepts upper-case hex, 0X and surrounding spaces', () => {
    const a = evmKeys.importPrivateKey(
      ethereum,
      ' 0XAFEEFCA74D9A325CF1D6B6911D61A65C32AFA8E02BD5E78E2E4AC2910BAB45F5 ',
      'mainnet',
    );
    expect(a.address).toBe('0xAc1ec44E4f0ca7D172B7803f6836De87Fb72b309');
  });

  it.each([
    ['', /empty/],
    ['abc', /64 hexadecimal characters; this one has 3/],
    ['afeefca74d9a325cf1d6b6911d61a65c32afa8e02bd5e78e2e4ac2910bab45f', /this one has 63/],
    ['afeefca74d9a325cf1d6b6911d61a65c32afa8e02bd5e78e2e4ac2910bab45f5a', /this one has 65/],
    ['0xzzeefca74d9a325cf1d6b6911d61a65c32afa8e02bd5e78e2e4ac2910bab45f5', /hexadecimal/],
    ['0000000000000000000000000000000000000000000000000000000000000000', /cannot build a wallet/],
    // the secp256k1 group order n (SEC 2): not a valid scalar.
    ['fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', /cannot build a wallet/],
    // a Bitcoin WIF (bitcoinjs-lib test fixture) is not an EVM key.
    ['KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn', /hexadecimal/],
  ])('rejects %j with a reason', (key, reason) => {
    expect(() => evmKeys.importPrivateKey(ethereum, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => evmKeys.importPrivateKey(ethereum, key, 'mainnet')).toThrow(reason);
  });

  it('never echoes the key in its error message', () => {
    const key = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';
    expect(() => evmKeys.importPrivateKey(ethereum, key, 'mainnet')).toThrow(/^(?!.*ffffffffffff).*$/);
  });
});

describe('evmKeys properties', () => {
  const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });

  it('derived addresses validate on their chain, normalized = address, and the key round-trips', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.constantFrom(...EVM_CHAINS),
        fc.nat({ max: 1000 }),
        (seed, chain, index) => {
          const path = chain.deriveTemplate!.replace('{index}', String(index));
          const account = evmKeys.deriveAccount(chain, fakeSeed(seed), path, 'mainnet');
          expect(evmKeys.validateAddress(chain, account.address, 'mainnet')).toEqual({
            valid: true,
            normalized: account.address,
          });
          expect(evmKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
            account.address,
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('random input never makes validateAddress throw, nor importPrivateKey throw anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString('hex')}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof evmKeys.validateAddress(ethereum, s, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => evmKeys.importPrivateKey(ethereum, s, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
