import { mnemonicToSeedSync } from '@scure/bip39';
import { base32nopad } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { stellarKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const chain = getChain('stellar');

function seedMaterial(mnemonic: string, passphrase = ''): SeedMaterial {
  return { mnemonic, passphrase, seed: mnemonicToSeedSync(mnemonic, passphrase) };
}

// stellar/stellar-protocol ecosystem/sep-0005.md, "Test Cases" (address and secret at m/44'/148'/n').
const SEP5 = [
  {
    name: 'Test 1 (12 words)',
    mnemonic: 'illness spike retreat truth genius clock brain pass fit cave bargain toe',
    passphrase: '',
    keys: {
      0: [
        'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6',
        'SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN',
      ],
      9: [
        'GBTVYYDIYWGUQUTKX6ZMLGSZGMTESJYJKJWAATGZGITA25ZB6T5REF44',
        'SCJGVMJ66WAUHQHNLMWDFGY2E72QKSI3XGSBYV6BANDFUFE7VY4XNXXR',
      ],
    },
  },
  {
    name: 'Test 3 (24 words)',
    mnemonic:
      'bench hurt jump file august wise shallow faculty impulse spring exact slush thunder author capable act festival slice deposit sauce coconut afford frown better',
    passphrase: '',
    keys: {
      0: [
        'GC3MMSXBWHL6CPOAVERSJITX7BH76YU252WGLUOM5CJX3E7UCYZBTPJQ',
        'SAEWIVK3VLNEJ3WEJRZXQGDAS5NVG2BYSYDFRSH4GKVTS5RXNVED5AX7',
      ],
      1: [
        'GB3MTYFXPBZBUINVG72XR7AQ6P2I32CYSXWNRKJ2PV5H5C7EAM5YYISO',
        'SBKSABCPDWXDFSZISAVJ5XKVIEWV4M5O3KBRRLSPY3COQI7ZP423FYB4',
      ],
    },
  },
  {
    name: 'Test 4 (24 words + passphrase)',
    mnemonic:
      'cable spray genius state float twenty onion head street palace net private method loan turn phrase state blanket interest dry amazing dress blast tube',
    passphrase: 'p4ssphr4se',
    keys: {
      0: [
        'GDAHPZ2NSYIIHZXM56Y36SBVTV5QKFIZGYMMBHOU53ETUSWTP62B63EQ',
        'SAFWTGXVS7ELMNCXELFWCFZOPMHUZ5LXNBGUVRCY3FHLFPXK4QPXYP2X',
      ],
    },
  },
  {
    name: 'Test 5 (abandon … about)',
    mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    passphrase: '',
    keys: {
      0: [
        'GB3JDWCQJCWMJ3IILWIGDTQJJC5567PGVEVXSCVPEQOTDN64VJBDQBYX',
        'SBUV3MRWKNS6AYKZ6E6MOUVF2OYMON3MIUASWL3JLY5E3ISDJFELYBRZ',
      ],
      3: [
        'GCCCOWAKYVFY5M6SYHOW33TSNC7Z5IBRUEU2XQVVT34CIZU7CXZ4OQ4O',
        'SDQYXOP2EAUZP4YOEQ5BUJIQ3RDSP5XV4ZFI6C5Y3QCD5Y63LWPXT7PW',
      ],
    },
  },
];

describe('stellar deriveAccount (SEP-0005 vectors)', () => {
  for (const vector of SEP5) {
    const seed = seedMaterial(vector.mnemonic, vector.passphrase);
    for (const [index, [address, secret]] of Object.entries(vector.keys)) {
      it(`${vector.name} at m/44'/148'/${index}'`, () => {
        const path = `m/44'/148'/${index}'`;
        const account = stellarKeys.deriveAccount(chain, seed, path, 'mainnet');
        expect(account.address).toBe(address);
        expect(account.privateKey).toBe(secret);
        expect(account.path).toBe(path);
      });
    }
  }
});

describe('stellar importPrivateKey', () => {
  it('imports a published S… seed to its published address (SEP-0005 Test 1, index 0)', () => {
    const account = stellarKeys.importPrivateKey(
      chain,
      'SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN',
      'mainnet',
    );
    expect(account.address).toBe('GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6');
    expect(account.privateKey).toBe('SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN');
    expect(account.path).toBeUndefined();
  });

  it.each([
    // stellar/js-stellar-base test/unit/strkey_test.js "isValidSecretKey" valid keys.
    'SAB5556L5AN5KSR5WF7UOEFDCIODEWEO7H2UR4S5R62DFTQOGLKOVZDY',
    'SCZTUEKSEH2VYZQC6VLOTOM4ZDLMAGV4LUMH4AASZ4ORF27V2X64F2S2',
    'SCEMFYOSFZ5MUXDKTLZ2GC5RTOJO6FGTAJCF3CCPZXSLXA2GX6QUYOA7',
  ])('accepts the valid seed %s and round-trips it', (seed) => {
    const account = stellarKeys.importPrivateKey(chain, seed, 'mainnet');
    expect(account.privateKey).toBe(seed);
    expect(stellarKeys.validateAddress(chain, account.address, 'mainnet').valid).toBe(true);
  });

  it.each([
    // stellar/js-stellar-base test/unit/strkey_test.js "isValidSecretKey" invalid keys and decodeCheck errors.
    ['an address (G…)', 'GBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFBB', /address/],
    ['too long', 'SAB5556L5AN5KSR5WF7UOEFDCIODEWEO7H2UR4S5R62DFTQOGLKOVZDYT', /56 characters/],
    ['too short', 'SAFGAMN5Z6IHVI3IVEPIILS7ITZDYSCEPLN4FN5Z3IY63DRH4CIYEV', /56 characters/],
    ['bad checksum', 'SAFGAMN5Z6IHVI3IVEPIILS7ITZDYSCEPLN4FN5Z3IY63DRH4CIYEVIT', /checksum/],
    ['mutated checksum', 'SBGWKM3CD4IL47QN6X54N6Y33T3JDNVI6AIJ6CD5IM47HG3IG4O36XCX', /checksum/],
    ['invalid base32 character', 'SCMB30FQCIQAWZ4WQTS6SVK37LGMAFJGXOZIHTH2PY6EXLP37G46H6DT', /characters/],
    ['empty', '', /empty/],
    ['hex', 'c5338cd251c22daa8c9c9cc94f498cc8a5c7e1d2e75287a5dda91096fe64efa5', /starts with S/],
  ])('rejects %s with KeyInputError', (_label, key, reason) => {
    expect(() => stellarKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => stellarKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });

  it('round-trips the exported key of a derived account', () => {
    const derived = stellarKeys.deriveAccount(
      chain,
      seedMaterial(SEP5[0]!.mnemonic),
      "m/44'/148'/0'",
      'mainnet',
    );
    expect(stellarKeys.importPrivateKey(chain, derived.privateKey, 'mainnet').address).toBe(derived.address);
  });
});

describe('stellar properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        const seed = { mnemonic: '', passphrase: '', seed: bytes };
        const account = stellarKeys.deriveAccount(chain, seed, "m/44'/148'/0'", 'testnet');
        expect(stellarKeys.validateAddress(chain, account.address, 'testnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(stellarKeys.importPrivateKey(chain, account.privateKey, 'testnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('random input never throws anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 40 }).map((b) => base32nopad.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => `G${base32nopad.encode(b)}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => `S${base32nopad.encode(b)}`),
      fc.uint8Array({ maxLength: 80 }).map((b) => bytesToHex(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => String.fromCharCode(...b)),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(typeof stellarKeys.validateAddress(chain, input, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => stellarKeys.importPrivateKey(chain, input, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
