import { mnemonicToSeedSync } from '@scure/bip39';
import { bytesToHex } from '@noble/hashes/utils.js';
import { beginCell, Cell, storeStateInit } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { tonKeys } from './keys';
import { walletV4R2Code, walletV4R2StateInit, WALLET_V4R2_CODE_HASH } from './wallet-v4r2';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const chain = getChain('ton');
const PATH = "m/44'/607'/0'";

function seedMaterial(mnemonic: string): SeedMaterial {
  return { mnemonic, passphrase: '', seed: mnemonicToSeedSync(mnemonic) };
}

describe('ton wallet v4r2', () => {
  it('embeds the standard v4r2 code (hash from the TON docs, wallet smart contracts)', () => {
    expect(walletV4R2Code().hash().toString('hex')).toBe(WALLET_V4R2_CODE_HASH);
    expect(WALLET_V4R2_CODE_HASH).toBe('feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0');
  });

  it('builds the same StateInit as Trust Wallet Core', () => {
    // trustwallet/wallet-core tests/chains/TheOpenNetwork/TWTONWalletTests.cpp (CreateV4R2StateInit),
    // public key f229…9357, workchain 0, wallet id 0x29a9a317.
    const published = Cell.fromBoc(
      Buffer.from(
        'te6cckECFgEAAwQAAgE0AQIBFP8A9KQT9LzyyAsDAFEAAAAAKamjF/IpqTcfp8IQiz2Q6iLJvnBf9dDP6u6cu5Nm/wFxV5NXQAIBIAQFAgFIBgcE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8ICQoLAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNDA0CASAODwBu0gf6ANTUIvkABcjKBxXL/8nQd3SAGMjLBcsCIs8WUAX6AhTLaxLMzMlz+wDIQBSBAQj0UfKnAgBwgQEI1xj6ANM/yFQgR4EBCPRR8qeCEG5vdGVwdIAYyMsFywJQBs8WUAT6AhTLahLLH8s/yXP7AAIAbIEBCNcY+gDTPzBSJIEBCPRZ8qeCEGRzdHJwdIAYyMsFywJQBc8WUAP6AhPLassfEss/yXP7AAAK9ADJ7VQAeAH6APQEMPgnbyIwUAqhIb7y4FCCEHBsdWeDHrFwgBhQBMsFJs8WWPoCGfQAy2kXyx9SYMs/IMmAQPsABgCKUASBAQj0WTDtRNCBAUDXIMgBzxb0AMntVAFysI4jghBkc3Rygx6xcIAYUAXLBVADzxYj+gITy2rLH8s/yYBA+wCSXwPiAgEgEBEAWb0kK29qJoQICga5D6AhhHDUCAhHpJN9KZEM5pA+n/mDeBKAG3gQFImHFZ8xhAIBWBITABG4yX7UTQ1wsfgAPbKd+1E0IEBQNch9AQwAsjKB8v/ydABgQEI9ApvoTGACASAUFQAZrc52omhAIGuQ64X/wAAZrx32omhAEGuQ64WPwEXtMkg=',
        'base64',
      ),
    )[0]!;
    const publicKey = Buffer.from('f229a9371fa7c2108b3d90ea22c9be705ff5d0cfeaee9cbb9366ff0171579357', 'hex');
    const ours = beginCell()
      .store(storeStateInit(walletV4R2StateInit(publicKey, 0, 0x29a9a317)))
      .endCell();
    expect(ours.hash().toString('hex')).toBe(published.hash().toString('hex'));
  });
});

describe('ton deriveAccount', () => {
  it("matches Trust Wallet Core at m/44'/607'/0' (non-bounceable on mainnet)", () => {
    // trustwallet/wallet-core tests/chains/TheOpenNetwork/TWAnyAddressTests.cpp (TWTheOpenNetwork.Address);
    // older releases print the same account bounceable: EQDYW_1eScJVxtitoBRksvoV9cCYo4uKGWLVNIHB1JqRR3n0.
    const seed = seedMaterial(
      'stuff diamond cycle federal scan spread pigeon people engage teach snack grain',
    );
    const account = tonKeys.deriveAccount(chain, seed, PATH, 'mainnet');
    expect(account.address).toBe('UQDYW_1eScJVxtitoBRksvoV9cCYo4uKGWLVNIHB1JqRRyQx');
    expect(account.path).toBe(PATH);
    expect(account.privateKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the test-only flag on testnet', () => {
    const seed = seedMaterial(
      'stuff diamond cycle federal scan spread pigeon people engage teach snack grain',
    );
    const account = tonKeys.deriveAccount(chain, seed, PATH, 'testnet');
    expect(account.address.startsWith('0Q')).toBe(true);
    expect(tonKeys.validateAddress(chain, account.address, 'testnet')).toEqual({
      valid: true,
      normalized: account.address,
    });
    // A test-only address is not one to pay on mainnet.
    expect(tonKeys.validateAddress(chain, account.address, 'mainnet').valid).toBe(false);
  });
});

describe('ton importPrivateKey', () => {
  // trustwallet/wallet-core tests/chains/TheOpenNetwork/AddressTests.cpp: FromPrivateKey gives
  // EQCKhieG…orkdl; FromString lists its non-bounceable (0x51) and testnet (0x51|0x80) forms.
  const SEED = 'ff3ceb81a22c726e9d61d3f336fc783de5d60020972ca3abc27b99e3cf573a88';

  it('imports a hex seed to the published address', () => {
    const account = tonKeys.importPrivateKey(chain, SEED, 'mainnet');
    expect(account.address).toBe('UQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorhqg');
    // AddressTests.cpp FromPublicKey: the same key's public key.
    expect(account.publicKey).toBe('c2036a1ca901059e1d1ab38cd7a7a4709b5e8f9d85b387f0514d7adae70b6afe');
    expect(account.privateKey).toBe(SEED);
    expect(account.path).toBeUndefined();
    expect(tonKeys.importPrivateKey(chain, SEED, 'testnet').address).toBe(
      '0QCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorqEq',
    );
  });

  it('accepts 0x, upper case and the 64-byte seed || public key form', () => {
    const pub = 'c2036a1ca901059e1d1ab38cd7a7a4709b5e8f9d85b387f0514d7adae70b6afe';
    for (const key of [`0x${SEED}`, SEED.toUpperCase(), `${SEED}${pub}`]) {
      expect(tonKeys.importPrivateKey(chain, key, 'mainnet').address).toBe(
        'UQCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorhqg',
      );
    }
  });

  it('imports a TON 24-word phrase to the published key', () => {
    // trustwallet/wallet-core rust/tw_tests/tests/chains/ton/ton_wallet.rs (test_ton_wallet_get_key).
    const phrase =
      'protect drill sugar gallery note admit input wrist chicken swarm scheme hedgehog orbit ritual glove ski buddy slogan fragile sun delay toy lucky require';
    const account = tonKeys.importPrivateKey(chain, phrase, 'mainnet');
    expect(account.privateKey).toBe('cdcea50b87d3f1ca859e7b2bdf9a5339b7b6804b5c70ac85198829f9607dc43b');
    expect(tonKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(account.address);
  });

  it.each([
    ['empty', '', /empty/],
    ['short hex', SEED.slice(2), /hex seed/],
    ['non-hex', `${SEED.slice(0, 63)}g`, /hex seed/],
    ['mismatched public half', `${SEED}${'00'.repeat(32)}`, /does not match/],
    [
      'a 12-word BIP-39 phrase',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      /24 words/,
    ],
    [
      'a base58 Solana key',
      '45QmaP6zVBfDPLWrbtaMiVFKbRLPwwAqXHiDkx2FcUHZoV1uU6uB8cZyGBKQbiExXyyzghaE65THFi2h8mSwkFuj',
      /hex seed/,
    ],
  ])('rejects %s with KeyInputError', (_label, key, reason) => {
    expect(() => tonKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => tonKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });

  it('round-trips the exported key of a derived account', () => {
    const seed = seedMaterial(
      'stuff diamond cycle federal scan spread pigeon people engage teach snack grain',
    );
    const derived = tonKeys.deriveAccount(chain, seed, PATH, 'mainnet');
    expect(tonKeys.importPrivateKey(chain, derived.privateKey, 'mainnet').address).toBe(derived.address);
  });
});

describe('ton properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.constantFrom('mainnet', 'testnet'),
        (bytes, network) => {
          const seed = { mnemonic: '', passphrase: '', seed: bytes };
          const account = tonKeys.deriveAccount(chain, seed, PATH, network);
          expect(tonKeys.validateAddress(chain, account.address, network)).toEqual({
            valid: true,
            normalized: account.address,
          });
          expect(tonKeys.importPrivateKey(chain, account.privateKey, network).address).toBe(account.address);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('random input never throws anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ minLength: 36, maxLength: 36 }).map((b) => Buffer.from(b).toString('base64url')),
      fc.uint8Array({ maxLength: 40 }).map((b) => `0:${bytesToHex(b)}`),
      fc.uint8Array({ maxLength: 80 }).map((b) => bytesToHex(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => String.fromCharCode(...b)),
      fc
        .array(fc.constantFrom('abandon', 'zoo', 'ton', 'legal', 'winner'), { maxLength: 25 })
        .map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(typeof tonKeys.validateAddress(chain, input, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => tonKeys.importPrivateKey(chain, input, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
