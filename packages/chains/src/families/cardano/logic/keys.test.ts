import { bech32, base58 } from '@scure/base';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry';
import { cardanoKeys } from './keys';

const chain = getChain('cardano');
const COST_DASH =
  'cost dash dress stove morning robust group affair stomach vacant route volume yellow salute laugh';

describe('cardanoKeys.deriveAccount', () => {
  // trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp (MnemonicToAddressV3, from cardano-crypto.js)
  it.each([
    [
      "m/1852'/1815'/0'/0/0",
      'addr1qxxe304qg9py8hyyqu8evfj4wln7dnms943wsugpdzzsxnkvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32x35qc92xkq',
    ],
    [
      "m/1852'/1815'/0'/0/1",
      'addr1q9068st87h22h3l6w6t5evnlm067rag94llqya2hkjrsd3wvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32x35qpmxzjt',
    ],
    [
      "m/1852'/1815'/0'/0/2",
      'addr1qxteqxsgxrs4he9d28lh70qu7qfz7saj6dmxwsqyle2yp3xvvjljtzuwxvx0pnwelkcruy95ujkq3aw6rl0vvg32x35quehtx3',
    ],
  ])('derives the base address at %s (custom path keeps the account stake key)', (path, address) => {
    const account = cardanoKeys.deriveAccount(chain, seedFromMnemonic(COST_DASH), path, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.path).toBe(path);
  });

  it('exports payment kL||kR||cc followed by the stake key (192 bytes), as Trust Wallet does', () => {
    const account = cardanoKeys.deriveAccount(chain, seedFromMnemonic(COST_DASH), chain.path, 'mainnet');
    expect(account.publicKey).toBe('fafa7eb4146220db67156a03a5f7a79c666df83eb31abbfbe77c85e06d40da31');
    expect(account.privateKey).toBe(
      'e8c8c5b2df13f3abed4e6b1609c808e08ff959d7e6fc3d849e3f2880550b574437aa559095324d78459b9bb2da069da32337e1cc5da78f48e1bd084670107f3110f3245ddf9132ecef98c670272ef39c03a232107733d4a1d28cb53318df26fae0d152bb611cb9ff34e945e4ff627e6fba81da687a601a879759cd76530b5744424db69a75edd4780a5fbc05d1a3c84ac4166ff8e424808481dd8e77627ce5f5bf2eea84515a4e16c4ff06c92381822d910b5cbf9e9c144e1fb76a6291af7276',
    );
    expect(cardanoKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(account.address);
  });

  it.each([
    // trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp (MnemonicToAddressV3: Play1, Play2, AdaLite demo)
    [
      'youth away raise north opinion slice dash bus soldier dizzy bitter increase saddle live champion',
      'addr1q83nm9ntq3eaz8dya49txxtle6nn8geq4gmyylrzhzs7v0qjdwm6zuahwwds6c7mj8t6a09rup6m2cnh6zvzddnafp2slmcu95',
    ],
    [
      'return custom two home gain guilt kangaroo supply market current curtain tomorrow heavy blue robot',
      'addr1qywxuqm7dx0yvqnn2yllye9urz5f2e4fgwanluzh008r22e53hart525dxgjcl0xzm0kes4n5tan8f5pz7ej0tkzgyrqtfmlal',
    ],
    [
      'civil void tool perfect avocado sweet immense fluid arrow aerobic boil flash',
      'addr1q94zzrtl32tjp8j96auatnhxd2y35fnk6wuxqvqm9364vp9spdkjdsmyfhvfagjzh4uzp9zs6p5djw89jac2g0ujs2eqsuy7pu',
    ],
    // trustwallet/wallet-core tests/interface/TWHDWalletTests.cpp (DeriveCardano). TW passes "TREZOR" but its Cardano
    // master key ignores the BIP-39 passphrase; Kestrel follows CIP-3 and uses it, so the TW address is the empty-passphrase one.
    [
      'ripple scissors kick mammal hire column oak again sun offer wealth tomorrow wagon turn fatal',
      'addr1q9zz5nj4rqdvteauvdtc834f2vtzyrdrrdmnwdyp4s6huuz5fp33p9cq4xwpqtgguaxknzurmglv58yn9wrv6angpvvq9u36ya',
    ],
  ])('derives the default address of %s', (phrase, address) => {
    expect(cardanoKeys.deriveAccount(chain, seedFromMnemonic(phrase), chain.path, 'mainnet').address).toBe(
      address,
    );
  });

  it('encodes addr_test on the test network', () => {
    const account = cardanoKeys.deriveAccount(chain, seedFromMnemonic(COST_DASH), chain.path, 'testnet');
    expect(account.address.startsWith('addr_test1q')).toBe(true);
    expect(cardanoKeys.validateAddress(chain, account.address, 'testnet').valid).toBe(true);
  });

  it('rejects paths shorter than an account', () => {
    expect(() =>
      cardanoKeys.deriveAccount(chain, seedFromMnemonic(COST_DASH), "m/1852'/1815'", 'mainnet'),
    ).toThrow(KeyInputError);
  });

  // CIP-1852: m / purpose' / coin_type' / account' / role / index, exactly five levels.
  it.each([
    ["m/1852'/1815'/0'", /5 levels/],
    ["m/1852'/1815'/0'/0", /5 levels/],
    ["m/1852'/1815'/0'/0/0/0", /5 levels/],
    ["20 hardened levels (m/0'/0'/…)", /5 levels/, 'm' + "/0'".repeat(20)],
    ['300 levels (m/0/0/…)', /255/, 'm' + '/0'.repeat(300)],
    ["m/1852'/1815'/0/0/0", /hardened/],
    ["m/1852/1815'/0'/0/0", /hardened/],
    ["m/1852'/1815'/0'/0'/0", /not hardened/],
    ["m/1852'/1815'/0'/0/0'", /not hardened/],
  ])('refuses %s with a clear reason', (label, reason, path = label) => {
    const run = () => cardanoKeys.deriveAccount(chain, seedFromMnemonic(COST_DASH), path, 'mainnet');
    expect(run).toThrow(KeyInputError);
    expect(run).toThrow(reason);
  });

  it('accepts any account, role and index in the CIP-1852 shape', () => {
    const account = cardanoKeys.deriveAccount(
      chain,
      seedFromMnemonic(COST_DASH),
      "m/1852'/1815'/7'/1/42",
      'mainnet',
    );
    expect(account.address).toMatch(/^addr1q/);
  });
});

describe('cardanoKeys.importPrivateKey', () => {
  it('imports the Trust Wallet 192-byte key into a base address', () => {
    // trustwallet/wallet-core tests/common/CoinAddressDerivationTests.cpp (TWCoinTypeCardano, six 0x4646…46 parts)
    expect(cardanoKeys.importPrivateKey(chain, '46'.repeat(192), 'mainnet').address).toBe(
      'addr1qxzk4wqhh5qmzas4e26aghcvkz8feju6sa43nghfj5xxsly9d2up00gpk9mptj44630sevywnn9e4pmtrx3wn9gvdp7qjhvjl4',
    );
  });

  it('imports a payment-only key (hex or bech32) into an enterprise address', () => {
    // Payment key of the TW "cost dash …" vector; its key hash is the first half of that base address
    // (trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp: 8d98bea0…885034e).
    const kLkR =
      'e8c8c5b2df13f3abed4e6b1609c808e08ff959d7e6fc3d849e3f2880550b574437aa559095324d78459b9bb2da069da32337e1cc5da78f48e1bd084670107f31';
    const cc = '10f3245ddf9132ecef98c670272ef39c03a232107733d4a1d28cb53318df26fa';
    const expected = bech32.encode(
      'addr',
      bech32.toWords(Buffer.from('61' + '8d98bea0414243dc84070f96265577e7e6cf702d62e871016885034e', 'hex')),
    );
    for (const key of [
      kLkR,
      `0x${kLkR}${cc}`,
      bech32.encode('ed25519e_sk', bech32.toWords(Buffer.from(kLkR, 'hex')), false),
      bech32.encode('addr_xsk', bech32.toWords(Buffer.from(kLkR + cc, 'hex')), false),
    ]) {
      const account = cardanoKeys.importPrivateKey(chain, key, 'mainnet');
      expect(account.address).toBe(expected);
      expect(cardanoKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(expected);
    }
  });

  it.each([
    ['', /extended key/],
    ['46'.repeat(32), /length/],
    ['46'.repeat(100), /length/],
    ['0'.repeat(128), /zero/],
    ['ed25519e_sk1qqqqqq', /checksum/],
    [bech32.encode('ed25519e_sk', bech32.toWords(new Uint8Array(96).fill(0x46)), false), /64 bytes/],
    ['edsk4TjJWEszkHKono7XMnepVqwi37FrpbVt1KCsifJeAGimxheShG', /extended key/],
  ])('rejects %j', (key, reason) => {
    expect(() => cardanoKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => cardanoKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });
});

describe('cardano properties', () => {
  it('addresses derived from random phrases validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (entropy) => {
        // Cardano derives from the phrase's entropy, not from the BIP-39 seed: build a fake SeedMaterial.
        const seed = {
          mnemonic: entropyToMnemonic(entropy, wordlist),
          passphrase: '',
          seed: new Uint8Array(64),
        };
        const account = cardanoKeys.deriveAccount(chain, seed, chain.path, 'mainnet');
        expect(cardanoKeys.validateAddress(chain, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(cardanoKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 25 },
    );
  });

  it('never throws anything but KeyInputError on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 120 }).map((b) => bech32.encode('addr', bech32.toWords(b), false)),
      fc.uint8Array({ maxLength: 120 }).map((b) => bech32.encode('addr_xsk', bech32.toWords(b), false)),
      fc.uint8Array({ maxLength: 80 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(() => cardanoKeys.validateAddress(chain, input, 'mainnet')).not.toThrow();
        try {
          cardanoKeys.importPrivateKey(chain, input, 'mainnet');
        } catch (error) {
          expect(error).toBeInstanceOf(KeyInputError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
