import { sha256 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { base58check as base58checkFactory, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry';
import type { ChainName, NetworkName } from '../../../registry/types';
import { parseUtxoAddress } from './address';
import { extendedKeys } from './extended-keys';
import { utxoKeys } from './keys';
import { TPUB, ZPUB } from './network';

const base58check = base58checkFactory(sha256);
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const abandon = seedFromMnemonic(ABANDON);
// trustwallet/wallet-core tests/interface/TWHDWalletTests.cpp: this phrase with passphrase "TREZOR".
const ripple = seedFromMnemonic(
  'ripple scissors kick mammal hire column oak again sun offer wealth tomorrow wagon turn fatal',
  'TREZOR',
);

const derive = (name: ChainName, path: string, network: NetworkName = 'mainnet', seed = abandon) =>
  utxoKeys.deriveAccount(getChain(name), seed, path, network);
const importKey = (name: ChainName, key: string, network: NetworkName = 'mainnet') =>
  utxoKeys.importPrivateKey(getChain(name), key, network);
/** WIF built with @scure/base directly (not the code under test) from a published raw key. */
const wifOf = (keyHex: string, version: number) =>
  base58check.encode(Uint8Array.from([version, ...hex.decode(keyHex), 0x01]));

describe('Bitcoin: default paths and account extended keys', () => {
  it('uses the spec paths and gives xpub / ypub / zpub of the account node', () => {
    // trustwallet/wallet-core tests/interface/TWHDWalletTests.cpp (ExtendedKeys, "abandon … about").
    const legacyAcc = derive('bitcoin_legacy', getChain('bitcoin_legacy').path);
    expect(getChain('bitcoin_legacy').path).toBe("m/44'/0'/0'/0/0");
    expect(legacyAcc.extendedPublicKey).toBe(
      'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj',
    );
    expect(legacyAcc.extendedPrivateKey).toBe(
      'xprv9xpXFhFpqdQK3TmytPBqXtGSwS3DLjojFhTGht8gwAAii8py5X6pxeBnQ6ehJiyJ6nDjWGJfZ95WxByFXVkDxHXrqu53WCRGypk2ttuqncb',
    );
    const segwitAcc = derive('bitcoin_segwit', getChain('bitcoin_segwit').path);
    expect(getChain('bitcoin_segwit').path).toBe("m/49'/0'/0'/0/0");
    expect(segwitAcc.extendedPublicKey).toBe(
      'ypub6Ww3ibxVfGzLrAH1PNcjyAWenMTbbAosGNB6VvmSEgytSER9azLDWCxoJwW7Ke7icmizBMXrzBx9979FfaHxHcrArf3zbeJJJUZPf663zsP',
    );
    expect(segwitAcc.extendedPrivateKey).toBe(
      'yprvAHwhK6RbpuS3dgCYHM5jc2ZvEKd7Bi61u9FVhYMpgMSuZS613T1xxQeKTffhrHY79hZ5PsskBjcc6C2V7DrnsMsNaGDaWev3GLRQRgV7hxF',
    );
    // Same file (PublicKeyFromZ): address index 4 of the zpub.
    expect(derive('bitcoin', "m/84'/0'/0'/0/4").address).toBe('bc1qm97vqzgj934vnaq9s53ynkyf9dgr05rargr04n');
    expect(getChain('bitcoin').path).toBe("m/84'/0'/0'/0/0");
    expect(getChain('bitcoin_taproot').path).toBe("m/86'/0'/0'/0/0");
  });

  it('uses tpub/vpub versions on testnet (coin type 1)', () => {
    const account = derive('bitcoin', getChain('bitcoin').networks.testnet.path, 'testnet');
    expect(getChain('bitcoin').networks.testnet.path).toBe("m/84'/1'/0'/0/0");
    expect(account.address.startsWith('tb1q')).toBe(true);
    expect(account.extendedPublicKey!.startsWith('vpub')).toBe(true);
    expect(account.privateKey.startsWith('c')).toBe(true);
    // Same key material as the mainnet-versioned zpub of m/84'/1'/0' (only the version bytes differ).
    const z = HDKey.fromMasterSeed(abandon.seed, ZPUB).derive("m/84'/1'/0'");
    expect(
      HDKey.fromExtendedKey(account.extendedPublicKey!, { public: 0x045f1cf6, private: 0x045f18bc })
        .publicKey,
    ).toEqual(z.publicKey);
    expect(derive('bitcoin_legacy', "m/44'/1'/0'/0/0", 'testnet').extendedPublicKey).toBe(
      HDKey.fromMasterSeed(abandon.seed, TPUB).derive("m/44'/1'/0'").publicExtendedKey,
    );
  });
});

describe('Litecoin, Dogecoin, Bitcoin Cash derivation', () => {
  it('litecoin: published addresses at the default path and beyond', () => {
    expect(getChain('litecoin').path).toBe("m/84'/2'/0'/0/0");
    // EdgeApp/edge-currency-plugins test/common/utxobased/keymanager/coins/litecoin.spec.ts (abandon … about)
    expect(derive('litecoin', getChain('litecoin').path).address).toBe(
      'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh',
    );
    // trustwallet/wallet-core tests/chains/Litecoin/TWLitecoinTests.cpp (DeriveFromZpub: indexes 4 and 11)
    expect(derive('litecoin', "m/84'/2'/0'/0/4", 'mainnet', ripple).address).toBe(
      'ltc1qcgnevr9rp7aazy62m4gen0tfzlssa52axwytt6',
    );
    expect(derive('litecoin', "m/84'/2'/0'/0/11", 'mainnet', ripple).address).toBe(
      'ltc1qy072y8968nzp6mz3j292h8lp72d678fcmms6vl',
    );
    const devnet = derive('litecoin', getChain('litecoin').networks.devnet!.path, 'devnet');
    expect(devnet.address.startsWith('rltc1q')).toBe(true);
    expect(utxoKeys.validateAddress(getChain('litecoin'), devnet.address, 'devnet').valid).toBe(true);
  });

  it('dogecoin: published public key, address and dgub/dgpv', () => {
    expect(getChain('dogecoin').path).toBe("m/44'/3'/0'/0/0");
    // trustwallet/wallet-core tests/interface/TWHDWalletTests.cpp (DeriveDoge)
    expect(derive('dogecoin', getChain('dogecoin').path, 'mainnet', ripple).publicKey).toBe(
      '039fc134623a37c8ee44881f088a599cc44ba8a95f91f860b99d9d3b11f487e4c0',
    );
    expect(extendedKeys(getChain('dogecoin'), ripple.seed, "m/44'/3'/0'", 'mainnet')).toEqual({
      extendedPrivateKey:
        'dgpv57ru95KiYUB5oWm2CVQH4heh1f7E9dNGdRHHVThcQkLeQ2HHxVJfFYefnpKrWZ6L6EDKJHUVq4Yyd5kPZKnRePfkCz3EzkySTydXKbgjcxN',
      extendedPublicKey:
        'dgub8rjvUmFc6cqR6NRBEj2FBZCHUDUrykPyv24Vea6bCsPex5PzNFrRtr4KN37XgwuVzzC2MikJRW2Ddcp99Ehsqp2iaU4eerNCJVruKxz6Gci',
    });
    // EdgeApp/edge-currency-plugins .../coins/dogecoin.spec.ts (abandon … about)
    expect(derive('dogecoin', getChain('dogecoin').path).address).toBe('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC');
    expect(extendedKeys(getChain('dogecoin'), abandon.seed, "m/44'/3'/0'", 'mainnet').extendedPublicKey).toBe(
      'dgub8rUhDtD3YFGZTUphBfpBbzvFxSMKQXYLzg87Me2ta78r2SdVLmypBUkkxrrn9RTnchsyiJSkHZyLWxD13ibBiXtuFWktBoDaGaZjQUBLNLs',
    );
    expect(extendedKeys(getChain('dogecoin'), abandon.seed, "m/44'/1'/0'", 'testnet').extendedPublicKey).toBe(
      'tpubDC5FSnBiZDMmhiuCmWAYsLwgLYrrT9rAqvTySfuCCrgsWz8wxMXUS9Tb9iVMvcRbvFcAHGkMD5Kx8koh4GquNGNTfohfk7pgjhaPCdXpoba',
    );
  });

  it('bitcoin_cash: cash addresses from published vectors', () => {
    expect(getChain('bitcoin_cash').path).toBe("m/44'/145'/0'/0/0");
    // EdgeApp/edge-currency-plugins .../coins/bitcoincash.spec.ts (abandon … about, mainnet and testnet)
    expect(derive('bitcoin_cash', getChain('bitcoin_cash').path).address).toBe(
      'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6',
    );
    expect(derive('bitcoin_cash', getChain('bitcoin_cash').networks.testnet.path, 'testnet').address).toBe(
      'bchtest:qqaz6s295ncfs53m86qj0uw6sl8u2kuw0ymst35fx4',
    );
    // trustwallet/wallet-core tests/chains/BitcoinCash/TWBitcoinCashTests.cpp (ExtendedKeys, DeriveFromXPub)
    expect(
      extendedKeys(getChain('bitcoin_cash'), ripple.seed, "m/44'/145'/0'", 'mainnet').extendedPublicKey,
    ).toBe(
      'xpub6CEHLxCHR9sNtpcxtaTPLNxvnY9SQtbcFdov22riJ7jmhxmLFvXAoLbjHSzwXwNNuxC1jUP6tsHzFV9rhW9YKELfmR9pJaKFaM8C3zMPgjw',
    );
    expect(derive('bitcoin_cash', "m/44'/145'/0'/0/2", 'mainnet', ripple).address).toBe(
      'bitcoincash:qq4cm0hcc4trsj98v425f4ackdq7h92rsy6zzstrgy',
    );
    expect(derive('bitcoin_cash', "m/44'/145'/0'/0/9", 'mainnet', ripple).address).toBe(
      'bitcoincash:qqyqupaugd7mycyr87j899u02exc6t2tcg9frrqnve',
    );
  });

  it('gives extended keys only for the bitcoin_* chain_names', () => {
    expect(derive('litecoin', getChain('litecoin').path).extendedPublicKey).toBeUndefined();
    expect(
      derive('bitcoin_taproot', getChain('bitcoin_taproot').path).extendedPublicKey!.startsWith('xpub'),
    ).toBe(true);
  });

  it('rejects a bad path with KeyInputError', () => {
    expect(() => derive('bitcoin', "m/84'/0'/x")).toThrow(KeyInputError);
  });
});

describe('private key import (WIF)', () => {
  // trustwallet/wallet-core tests/common/CoinAddressDerivationTests.cpp: key 0x46…46 per coin.
  const KEY_46 = '46'.repeat(32);

  it('imports published keys to published addresses', () => {
    // BIP-84 first receive key (vectors file)
    expect(importKey('bitcoin', 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d').address).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(importKey('bitcoin', wifOf(KEY_46, 0x80)).address).toBe(
      'bc1qhkfq3zahaqkkzx5mjnamwjsfpq2jk7z00ppggv',
    );
    // BIP-49 testnet first receive key
    expect(
      importKey('bitcoin_segwit', 'cULrpoZGXiuC19Uhvykx7NugygA3k86b3hmdCeyvHYQZSxojGyXJ', 'testnet').address,
    ).toBe('2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2');
    // Bitcoin Wiki "Wallet import format" key 0C28FCA3…: compressed and uncompressed WIF, and their
    // P2PKH addresses (gobittest.appspot.com reference values).
    expect(importKey('bitcoin_legacy', 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617').address).toBe(
      '1LoVGDgRs9hTfTNJNuXKSpywcbdvwRXpmK',
    );
    const uncompressed = importKey('bitcoin_legacy', '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ');
    expect(uncompressed.address).toBe('1GAehh7TsJAHuUAeKZcXf5CnwuGuGgyX2S');
    expect(uncompressed.privateKey).toBe('5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ');
    expect(uncompressed.publicKey).toBe(
      '04d0de0aaeaefad02b8bdc8a01a1b8b11c696bd3d66a2c5f10780d95b7df42645cd85228a6fb29940e858e7e55842ae2bd115d1ed7cc0e82d934e929c97648cb0a',
    );
    // Bitcoin testnet uncompressed WIF 92Pg46… -> mipcBbFg… (bitcoinjs-lib / bitcoinlib test fixtures)
    expect(
      importKey('bitcoin_legacy', '92Pg46rUhgTT7romnV7iGW6W1gbGdeezqdbJCzShkCsYNzyyNcc', 'testnet').address,
    ).toBe('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn');
    // BIP-86 m/86'/0'/0'/0/0: the key from the published xprv, as WIF
    const bip86 = HDKey.fromExtendedKey(
      'xprvA449goEeU9okwCzzZaxiy475EQGQzBkc65su82nXEvcwzfSskb2hAt2WymrjyRL6kpbVTGL3cKtp9herYXSjjQ1j4stsXXiRF7kXkCacK3T',
    );
    expect(importKey('bitcoin_taproot', wifOf(hex.encode(bip86.privateKey!), 0x80)).address).toBe(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    );
    // tboydston/hdAddressGenerator tests/coins/LTC.js (BIP-84 index 0)
    expect(importKey('litecoin', 'T71N2Zzzr6gdEeb6JczHxWiis7z6oWcRLJTz77wpq82dzwEnXH1p').address).toBe(
      'ltc1qwttt6kexkl8s3vczz3deqcn34elu0t6hmdfu6a',
    );
    expect(importKey('litecoin', wifOf(KEY_46, 0xb0)).address).toBe(
      'ltc1qhkfq3zahaqkkzx5mjnamwjsfpq2jk7z0tamvsu',
    );
    expect(importKey('dogecoin', wifOf(KEY_46, 0x9e)).address).toBe('DNRTC6GZ5evmM7BZWwPqF54fyDqUqULMyu');
    // EdgeApp dogecoin.spec.ts WIF (no address published): it must import.
    expect(importKey('dogecoin', 'QPkeC1ZfHx3c9g7WTj9cQ8gnvk2iSAfAcbq1aVAWjNTwDAKfZUzx').address).toMatch(
      /^D/,
    );
    expect(importKey('bitcoin_cash', wifOf(KEY_46, 0x80)).address).toBe(
      'bitcoincash:qz7eyzytkl5z6cg6nw20hd62pyyp22mcfuardfd2vn',
    );
    // trustwallet/wallet-core TWBitcoinCashTests.cpp (LegacyToCashAddr)
    expect(
      importKey(
        'bitcoin_cash',
        wifOf('28071bf4e2b0340db41b807ed8a5514139e5d6427ff9d58dbd22b7ed187103a4', 0x80),
      ).address,
    ).toBe('bitcoincash:qruxj7zq6yzpdx8dld0e9hfvt7u47zrw9gfr5hy0vh');
    // tboydston/hdAddressGenerator tests/coins/BCH.js: WIF -> legacy 174NQ1…; same script as our cash address
    const bchAccount = importKey('bitcoin_cash', 'L2q9xYihRKtbbgZUMWVxroRtXN4qHQSRw3n2nfpTdVDKnEGZvoPg');
    const bch = getChain('bitcoin_cash');
    expect(parseUtxoAddress(bch, bchAccount.address, 'mainnet').script).toEqual(
      parseUtxoAddress(bch, '174NQ1TWFbWCbuGWgCStj1SNF7QPm5jbK4', 'mainnet').script,
    );
  });

  it('round-trips the exported WIF of every chain at its default path', () => {
    for (const name of [
      'bitcoin',
      'bitcoin_segwit',
      'bitcoin_legacy',
      'bitcoin_taproot',
      'litecoin',
      'dogecoin',
      'bitcoin_cash',
    ] as const) {
      for (const network of ['mainnet', 'testnet', 'devnet'] as const) {
        const chain = getChain(name);
        const path = (network === 'mainnet' ? chain.networks.mainnet : chain.networks.testnet).path;
        const derived = utxoKeys.deriveAccount(chain, abandon, path, network);
        const imported = utxoKeys.importPrivateKey(chain, derived.privateKey, network);
        expect(imported, `${name} ${network}`).toEqual({
          chain_name: name,
          address: derived.address,
          publicKey: derived.publicKey,
          privateKey: derived.privateKey,
        });
      }
    }
  });

  it('rejects wrong formats and networks with a readable KeyInputError that never repeats the key', () => {
    const cases: [ChainName, string, NetworkName, RegExp][] = [
      [
        'litecoin',
        'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d',
        'mainnet',
        /Bitcoin or Bitcoin Cash mainnet/,
      ],
      ['bitcoin', 'T71N2Zzzr6gdEeb6JczHxWiis7z6oWcRLJTz77wpq82dzwEnXH1p', 'mainnet', /Litecoin mainnet/],
      ['bitcoin', 'cULrpoZGXiuC19Uhvykx7NugygA3k86b3hmdCeyvHYQZSxojGyXJ', 'mainnet', /testnet/],
      [
        'dogecoin',
        'cULrpoZGXiuC19Uhvykx7NugygA3k86b3hmdCeyvHYQZSxojGyXJ',
        'testnet',
        /Bitcoin Cash testnet, not Dogecoin testnet/,
      ],
      ['bitcoin', '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', 'mainnet', /uncompressed/],
      // Litecoin uncompressed WIF (6v…) cannot own a ltc1 address.
      ['litecoin', '6vcHcscccKuBVdka8qXkb2aD5YPvxzf6zv5RfFrVNi5JYGJ55W7', 'mainnet', /uncompressed/],
      ['bitcoin', 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9e', 'mainnet', /checksum/],
      ['bitcoin', 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9', 'mainnet', /checksum|length/],
      ['bitcoin', '0C28FCA386C7A227600B2FE50B7CAE11EC86D3BF1FBE471BE89827E19D72AA1D', 'mainnet', /hex/],
      ['bitcoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'mainnet', /base58/],
      ['bitcoin', '', 'mainnet', /empty/],
      ['bitcoin', wifOf('00'.repeat(32), 0x80), 'mainnet', /range/],
    ];
    for (const [name, key, network, reason] of cases) {
      let error: unknown;
      try {
        importKey(name, key, network);
      } catch (e) {
        error = e;
      }
      expect(error, key).toBeInstanceOf(KeyInputError);
      expect((error as Error).message).toMatch(reason);
      if (key) expect((error as Error).message).not.toContain(key);
    }
  });

  it('taproot accepts an uncompressed WIF (x-only key) and keeps its form for the round trip', () => {
    const account = importKey('bitcoin_taproot', '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ');
    expect(account.address).toBe(
      importKey('bitcoin_taproot', 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617').address,
    );
    expect(importKey('bitcoin_taproot', account.privateKey).address).toBe(account.address);
  });
});
