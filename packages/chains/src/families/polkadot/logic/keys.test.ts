import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry';
import { polkadotKeys } from './keys';

const chain = getChain('polkadot');
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('polkadotKeys.deriveAccount', () => {
  it('matches bip_utils POLKADOT_ED25519_SLIP at the default path', () => {
    // ebellocchia/bip_utils tests/bip/bip44/test_bip44.py (Polkadot ed25519 SLIP-0010, addresses[0] is
    // m/44'/354'/0'/0'/0' of the "abandon … about" seed 5eb00bbd…)
    const account = polkadotKeys.deriveAccount(
      chain,
      seedFromMnemonic(ABANDON),
      "m/44'/354'/0'/0'/0'",
      'mainnet',
    );
    expect(account.address).toBe('14E9StbjYhJiAfsNMEcq5tETq79Q6EqaGyebdziY214hNWDH');
    expect(
      polkadotKeys.deriveAccount(chain, seedFromMnemonic(ABANDON), "m/44'/354'/0'/0'/1'", 'mainnet').address,
    ).toBe('12t8DsmWZSwJHSjNkLoku3boNVPjfxEzR31TFAk3R8Ps5JD8');
  });

  it('exports a 0x hex seed that imports back to the same address', () => {
    const account = polkadotKeys.deriveAccount(chain, seedFromMnemonic(ABANDON), chain.path, 'mainnet');
    expect(account.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(polkadotKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(account.address);
  });

  it('uses prefix 42 on the test network', () => {
    const account = polkadotKeys.deriveAccount(chain, seedFromMnemonic(ABANDON), chain.path, 'testnet');
    expect(account.address.startsWith('5')).toBe(true);
    expect(polkadotKeys.validateAddress(chain, account.address, 'testnet').valid).toBe(true);
  });
});

describe('polkadotKeys.importPrivateKey', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/Polkadot/AddressTests.cpp (FromPrivateKey, subkey phrase)
    [
      '0x612d82bc053d1b4729057688ecb1ebf62745d817ddd9b595bc822f5f2ba0e41a',
      '15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu',
    ],
    // trustwallet/wallet-core swift/Tests/Blockchains/PolkadotTests.swift (testAddress)
    [
      'd65ed4c1a742699b2e20c0c1f1fe780878b1b9f7d387f934fe0a7dc36f1f9008',
      '12twBQPiG5yVSf3jQSBkTAKBKqCShQ5fm33KQhH3Hf6VDoKW',
    ],
    // trustwallet/wallet-core tests/common/CoinAddressDerivationTests.cpp (TWCoinTypePolkadot)
    ['46'.repeat(32), '16PpFrXrC6Ko3pYcyMAx6gPMp3mFFaxgyYMt4G5brkgNcSz8'],
  ])('imports %s', (key, address) => {
    const account = polkadotKeys.importPrivateKey(chain, key, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.privateKey).toBe(`0x${key.replace(/^0x/, '')}`);
  });

  it.each([
    ['', /64 hex/],
    ['0x', /64 hex/],
    ['zz'.repeat(32), /64 hex/],
    ['46'.repeat(31), /length/],
    ['46'.repeat(64), /length/],
    ['15KRsCq9LLNmCxNFhGk55s5bEyazKefunDxUH24GFZwsTxyu', /64 hex/],
  ])('rejects %j', (key, reason) => {
    expect(() => polkadotKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => polkadotKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });
});

describe('polkadot properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const account = polkadotKeys.deriveAccount(
          chain,
          { mnemonic: '', passphrase: '', seed: bytes },
          chain.path,
          'mainnet',
        );
        expect(polkadotKeys.validateAddress(chain, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(polkadotKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('never throws anything but KeyInputError on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 72 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 72 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 72 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(() => polkadotKeys.validateAddress(chain, input, 'mainnet')).not.toThrow();
        try {
          polkadotKeys.importPrivateKey(chain, input, 'mainnet');
        } catch (error) {
          expect(error).toBeInstanceOf(KeyInputError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
