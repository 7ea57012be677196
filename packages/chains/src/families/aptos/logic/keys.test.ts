import { mnemonicToSeedSync } from '@scure/bip39';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { aptosKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const chain = getChain('aptos');
const PATH = "m/44'/637'/0'/0'/0'";
const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

function seedMaterial(mnemonic: string): SeedMaterial {
  return { mnemonic, passphrase: '', seed: mnemonicToSeedSync(mnemonic) };
}

describe('aptos deriveAccount', () => {
  it('matches aptos-ts-sdk and Trust Wallet Core at the default path', () => {
    // aptos-labs/aptos-ts-sdk tests/unit/helper.ts (`wallet`) and
    // trustwallet/wallet-core tests/chains/Aptos/TWAptosAddressTests.cpp (HDWallet).
    const account = aptosKeys.deriveAccount(chain, seedMaterial(SHOOT), PATH, 'mainnet');
    expect(account.address).toBe('0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30');
    expect(account.publicKey).toBe('ea526ba1710343d953461ff68641f1b7df5f23b9042ffa2d2a798d3adb3f3d6c');
    expect(account.privateKey).toBe('0x5d996aa76b3212142792d9130796cd2e11e3c445a93118c08414df4f66bc60ec');
    expect(account.path).toBe(PATH);
  });

  it('keeps leading zeros in the long form', () => {
    // aptos-labs/aptos-ts-sdk tests/unit/helper.ts (`zeroWallet`, path m/44'/637'/0'/0'/44').
    const account = aptosKeys.deriveAccount(chain, seedMaterial(SHOOT), "m/44'/637'/0'/0'/44'", 'mainnet');
    expect(account.address).toBe('0x00fe71257b6b4caca517ef4c9979ada97aa2e2688e950654a40ff82e98f68163');
  });
});

describe('aptos importPrivateKey', () => {
  // aptos-labs/aptos-ts-sdk tests/unit/helper.ts (`ed25519`) and the AIP-80 feature file
  // (ed25519-priv-0xc5338cd2…).
  const KEY = 'c5338cd251c22daa8c9c9cc94f498cc8a5c7e1d2e75287a5dda91096fe64efa5';
  const ADDRESS = '0x978c213990c4833df71548df7ce49d54c759d6b6d932de22b24d56060b7af2aa';

  it.each([KEY, `0x${KEY}`, `ed25519-priv-0x${KEY}`, KEY.toUpperCase(), ` 0x${KEY}\n`])(
    'imports %s',
    (key) => {
      const account = aptosKeys.importPrivateKey(chain, key, 'mainnet');
      expect(account.address).toBe(ADDRESS);
      expect(account.publicKey).toBe('de19e5d1880cac87d57484ce9ed2e84cf0f9599f12e7cc3a52e4e7657a763f2c');
      expect(account.privateKey).toBe(`0x${KEY}`);
      expect(account.path).toBeUndefined();
    },
  );

  it('matches Trust Wallet Core (tests/chains/Aptos/AddressTests.cpp FromPrivateKey)', () => {
    const account = aptosKeys.importPrivateKey(
      chain,
      '088baa019f081d6eab8dff5c447f9ce2f83c1babf3d03686299eaf6a1e89156e',
      'mainnet',
    );
    expect(account.address).toBe('0xe9c4d0b6fe32a5cc8ebd1e9ad5b54a0276a57f2d081dcb5e30342319963626c3');
    expect(account.publicKey).toBe('ad0e293a56c9fc648d1872a00521d97e6b65724519a2676c2c47cb95d131cf5a');
  });

  it.each([
    ['empty', '', /empty/],
    ['too short', KEY.slice(1), /64 hex/],
    ['too long', `${KEY}00`, /64 hex/],
    ['non-hex', `0x${KEY.slice(0, 63)}z`, /64 hex/],
    [
      'a secp256k1 AIP-80 key',
      'secp256k1-priv-0xd107155adf816a0a94c6db3c9489c13ad8a1eda7ada2e558ba3bfa47c020347e',
      /secp256k1/,
    ],
    ['AIP-80 prefix without 0x', `ed25519-priv-${KEY}`, /64 hex/],
    ['a Stellar seed', 'SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN', /64 hex/],
  ])('rejects %s with KeyInputError', (_label, key, reason) => {
    expect(() => aptosKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => aptosKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });

  it('round-trips the exported key of a derived account', () => {
    const derived = aptosKeys.deriveAccount(chain, seedMaterial(SHOOT), PATH, 'mainnet');
    expect(aptosKeys.importPrivateKey(chain, derived.privateKey, 'mainnet').address).toBe(derived.address);
  });
});

describe('aptos properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        const account = aptosKeys.deriveAccount(
          chain,
          { mnemonic: '', passphrase: '', seed: bytes },
          PATH,
          'mainnet',
        );
        expect(account.address).toMatch(/^0x[0-9a-f]{64}$/);
        expect(aptosKeys.validateAddress(chain, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(aptosKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('random input never throws anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 40 }).map((b) => `0x${bytesToHex(b)}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => `ed25519-priv-0x${bytesToHex(b)}`),
      fc.uint8Array({ maxLength: 80 }).map((b) => String.fromCharCode(...b)),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(typeof aptosKeys.validateAddress(chain, input, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => aptosKeys.importPrivateKey(chain, input, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
