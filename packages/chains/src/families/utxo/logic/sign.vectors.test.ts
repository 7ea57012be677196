/**
 * Signing checked byte for byte against transactions published by Trust Wallet Core (an
 * independent implementation), each also a real mainnet transaction:
 * - tests/chains/BitcoinCash/TWBitcoinCashTests.cpp, TEST(BitcoinCash, SignTransaction)
 *   (mainnet tx 96ee20002b34e468f9d3c5ee54f6a8ddaa61c118889c4f35395c2cd93ba5bbb4);
 * - tests/chains/THORChain/SwapTests.cpp, TEST(THORChainSwap, SwapBchBusd) (BCH mainnet tx
 *   b8aa6f2bfd09d7ac510bfcda417903b2ddbee0e9811821640d9c304b9b382b9b), SwapDogeBusd (Dogecoin,
 *   similar mainnet tx e7588a6a…) and SwapLtcBusd (Litecoin P2WPKH, mainnet tx fbb45033…).
 * RFC 6979 nonces make ECDSA deterministic, so equal bytes mean equal digests and keys.
 */
import { describe, expect, it } from 'vitest';
import { hex } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { signBitcoinCash } from './bch';
import { signBitcoinStyle, signTransaction } from './sign';
import type { UtxoTxPayload } from './payload';
import { verifySignedTransaction } from './verify';
import { walletSignerFromWif } from './signer';
import { encodeWif } from './wif';
import { getChain } from '../../../registry/index';

const keyOf = (privHex: string) => () => {
  const privateKey = hex.decode(privHex);
  return { privateKey, publicKey: secp256k1.getPublicKey(privateKey, true) };
};
const OP_RETURN_BNB_BUSD =
  '6a473d3a424e422e425553442d4244313a626e623173346b616c6c786e67707973707a6d366e72657a6b6d6c3972677977366b78707734666872323a';

const bchSimple: UtxoTxPayload = {
  coin: 'bitcoin_cash',
  version: 1,
  lockTime: 0,
  inputs: [
    {
      txid: '050d00e2e18ef13969606f1ceee290d3f49bd940684ce39898159352952b8ce2',
      vout: 2,
      value: 5151n,
      address: 'bitcoincash:qzhlrcrcne07x94h99thved2pgzdtv8ccujjy73xya',
      type: 'pkh',
      script: '76a914aff1e0789e5fe316b729577665aa0a04d5b0f8c788ac',
      sequence: 0xffffffff,
    },
  ],
  outputs: [
    { script: '76a914769bdff96a02f9135a1d19b749db6a78fe07dc9088ac', value: 600n },
    { script: '76a9149e089b6889e032d46e3b915a3392edfd616fb1c488ac', value: 4325n },
  ],
  feeRate: 1n,
  fee: 226n,
  amount: 600n,
  to: '1Bp9U1ogV3A14FMvKbRJms7ctyso4Z4Tcx',
};
const BCH_SIMPLE_RAW =
  '0100000001e28c2b955293159898e34c6840d99bf4d390e2ee1c6f606939f18ee1e2000d05020000006b483045022100b70d158b43cbcded60e6977e93f9a84966bc0cec6f2dfd1463d1223a90563f0d02207548d081069de570a494d0967ba388ff02641d91cadb060587ead95a98d4e3534121038eab72ec78e639d02758e7860cdec018b49498c307791f785aa3019622f4ea5bffffffff0258020000000000001976a914769bdff96a02f9135a1d19b749db6a78fe07dc9088ace5100000000000001976a9149e089b6889e032d46e3b915a3392edfd616fb1c488ac00000000';

const bchSwap: UtxoTxPayload = {
  coin: 'bitcoin_cash',
  version: 1,
  lockTime: 0,
  inputs: [
    {
      txid: '651e5d3a60f8110a6cfb745005168bdfcaf21e7f2f4371873a24b5cd894564da',
      vout: 1,
      value: 14118938n,
      address: 'bitcoincash:qr50u7hy3xcr3j0w9j5nfx2gevjqgfm42ykc2hqgy4',
      type: 'pkh',
      script: '76a914e8fe7ae489b038c9ee2ca9349948cb240427755188ac',
      sequence: 0xfffffffc,
    },
  ],
  outputs: [
    { script: '76a914609bd0ccb7b684973ab7eb97d693debaefd2fbb488ac', value: 10000000n },
    { script: '76a914e8fe7ae489b038c9ee2ca9349948cb240427755188ac', value: 4118158n },
    { script: `${OP_RETURN_BNB_BUSD}3937373234303531343a743a30`, value: 0n },
  ],
  feeRate: 3n,
  fee: 780n,
  amount: 10000000n,
  to: 'qpsfh5xvk7mgf9e6kl4e045nm6awl5hmks9x7h5ad6',
};
const BCH_SWAP_RAW =
  '0100000001da644589cdb5243a8771432f7f1ef2cadf8b16055074fb6c0a11f8603a5d1e65010000006a4730440220392fab53b86e02bef19638077fd378dd713dd6b1968d07f4507e28feb022d52a02200240bb2f2e8b8eb7673c4bc69b485e28a0d56c735d84e3f794c303c1b71759e941210393dc5157b5879cd602f25529437e01b3d4892a4b9b8d9efcaa640d842b27438efcffffff0380969800000000001976a914609bd0ccb7b684973ab7eb97d693debaefd2fbb488ac8ed63e00000000001976a914e8fe7ae489b038c9ee2ca9349948cb240427755188ac0000000000000000496a473d3a424e422e425553442d4244313a626e623173346b616c6c786e67707973707a6d366e72657a6b6d6c3972677977366b78707734666872323a3937373234303531343a743a3000000000';

const doge: UtxoTxPayload = {
  coin: 'dogecoin',
  version: 1,
  lockTime: 0,
  inputs: [
    {
      txid: '9989c36afdd1755a679226875425b368816031186c0f1b4a363ab2ef6d0a2fe8',
      vout: 1,
      value: 16845776096n,
      address: 'DKftkYCtCyYxQy2TRAuAzQXoyKDdYsEBnw',
      type: 'pkh',
      script: '76a9149f64d0c07876a1dbce40cdce328bc7ecd8182b2288ac',
      sequence: 0xfffffffc,
    },
  ],
  outputs: [
    { script: '76a9146bb602e5e8eca75c7f6f25f766254658581db71688ac', value: 10000000000n },
    { script: '76a9149f64d0c07876a1dbce40cdce328bc7ecd8182b2288ac', value: 6845516096n },
    { script: `${OP_RETURN_BNB_BUSD}3738393632373436383a743a30`, value: 0n },
  ],
  feeRate: 1000n,
  fee: 260000n,
  amount: 10000000000n,
  to: 'DExct9oTfqr7pfnbP2hkCHP1Z2eUDgqXya',
};
const DOGE_RAW =
  '0100000001e82f0a6defb23a364a1b0f6c1831608168b32554872692675a75d1fd6ac38999010000006b4830450221008660de3d3123a9e6831517265fb84c4fb2bfc4b98366dbfb4b63bc78a5812cce02201a0673af15edab604d9cd89f0e2842ccdd973e107ff9cd08dcf45d8c0b27c5dd0121039535d01e184b4a6d624e7ab007612e2558697fbed29274e6474f17e70d31ce5afcffffff0300e40b54020000001976a9146bb602e5e8eca75c7f6f25f766254658581db71688ac40490698010000001976a9149f64d0c07876a1dbce40cdce328bc7ecd8182b2288ac0000000000000000496a473d3a424e422e425553442d4244313a626e623173346b616c6c786e67707973707a6d366e72657a6b6d6c3972677977366b78707734666872323a3738393632373436383a743a3000000000';

const ltc: UtxoTxPayload = {
  coin: 'litecoin',
  version: 1,
  lockTime: 0,
  inputs: [
    {
      txid: '6e71e6da1898584ccf92c362db3d7c16326f9daae6687132c69abfdb043cc749',
      vout: 0,
      value: 34183600n,
      address: 'ltc1qyu9qvkukx99r6yadxlk3t2x78a7dxe73s3r4x3',
      type: 'wpkh',
      script: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
      sequence: 0xfffffffc,
    },
  ],
  outputs: [
    { script: '0014de3b41f26c446e44747cff235cb1bcfe1a96f7c2', value: 15000000n },
    { script: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1', value: 19152380n },
    { script: `${OP_RETURN_BNB_BUSD}3937373234303531343a743a30`, value: 0n },
  ],
  feeRate: 140n,
  fee: 31220n,
  amount: 15000000n,
  to: 'ltc1qmca5runvg3hygarulu34evdulcdfda7z7zquhn',
};
const LTC_RAW =
  '0100000000010149c73c04dbbf9ac6327168e6aa9d6f32167c3ddb62c392cf4c589818dae6716e0000000000fcffffff03c0e1e40000000000160014de3b41f26c446e44747cff235cb1bcfe1a96f7c2fc3d240100000000160014270a065b96314a3d13ad37ed15a8de3f7cd367d10000000000000000496a473d3a424e422e425553442d4244313a626e623173346b616c6c786e67707973707a6d366e72657a6b6d6c3972677977366b78707734666872323a3937373234303531343a743a3002483045022100fb9df5ef12c26648a50af298c5319ec52ea0287aa1405e07d817c606bb17a23502206520b087a9155a7d8c04b54b8ee3405fad9c3d22cf2c7cac06197ce555d56077012103acefb7d95b8c1da28f17400740d7e1124dbee3cfbe55646deb28198d570ea26b00000000';

describe('Bitcoin Cash (SIGHASH_ALL|FORKID, BIP-143-style digest)', () => {
  it('reproduces Trust Wallet Core BitcoinCash.SignTransaction', () => {
    const signed = signBitcoinCash(
      bchSimple,
      keyOf('7fdafb9db5bc501f2096e7d13d331dc7a75d9594af3d251313ba8b6200f4e384'),
    );
    expect(signed.raw).toBe(BCH_SIMPLE_RAW);
    expect(signed.txid).toBe('96ee20002b34e468f9d3c5ee54f6a8ddaa61c118889c4f35395c2cd93ba5bbb4');
    expect(verifySignedTransaction(bchSimple, signed.raw)).toBe(true);
  });

  it('reproduces a second published mainnet transaction (THORChainSwap.SwapBchBusd)', () => {
    const signed = signBitcoinCash(
      bchSwap,
      keyOf('1a3b0105a08908734ed0525f4c6fadca068514cdeb732d7ebca5b0fcbe6952a7'),
    );
    expect(signed.raw).toBe(BCH_SWAP_RAW);
    expect(signed.txid).toBe('b8aa6f2bfd09d7ac510bfcda417903b2ddbee0e9811821640d9c304b9b382b9b');
  });

  it("verification fails when the signed amount is not the coin's (FORKID digest commits to it)", () => {
    expect(
      verifySignedTransaction(
        { ...bchSimple, inputs: [{ ...bchSimple.inputs[0]!, value: 5152n }] },
        BCH_SIMPLE_RAW,
      ),
    ).toBe(false);
  });
});

describe('Dogecoin and Litecoin signing', () => {
  it('reproduces Trust Wallet Core THORChainSwap.SwapDogeBusd (P2PKH)', () => {
    const signed = signBitcoinStyle(
      doge,
      keyOf('3785864c91ed408ebaeae473962a471eb4d68ce998c2957e8e5f6be7a525f2d7'),
    );
    expect(signed.raw).toBe(DOGE_RAW);
    expect(verifySignedTransaction(doge, signed.raw)).toBe(true);
  });

  it('reproduces Trust Wallet Core THORChainSwap.SwapLtcBusd (P2WPKH)', () => {
    const signed = signBitcoinStyle(
      ltc,
      keyOf('6affb3d4e2c4f5a23b711e67ca94d0bd93550e203f5c8258df74cc62282d1494'),
    );
    expect(signed.raw).toBe(LTC_RAW);
    expect(signed.txid).toBe('fbb450335ed839c5fe3dcb9cbc0999da6e6e52b787d1b165d3fa47e6273ccf5f');
    expect(verifySignedTransaction(ltc, signed.raw)).toBe(true);
  });

  it('refuses to hand out a transaction whose signature does not verify (spec §8 text names the chain)', async () => {
    const chain = getChain('dogecoin');
    // A different key than the one that owns the coin: the P2PKH hash will not match.
    const wrong = walletSignerFromWif(chain, 'mainnet', encodeWif(hex.decode('11'.repeat(32)), 0x9e));
    const payload = { ...doge, inputs: [{ ...doge.inputs[0]!, address: wrong.keys[0]!.address }] };
    await expect(signTransaction({ chain_name: 'dogecoin', family: 'utxo', payload }, wrong)).rejects.toThrow(
      'Error in validation of dogecoin transaction',
    );
  });

  it("says 'no built found' for an empty build", async () => {
    const chain = getChain('dogecoin');
    const s = walletSignerFromWif(chain, 'mainnet', encodeWif(hex.decode('11'.repeat(32)), 0x9e));
    await expect(
      signTransaction({ chain_name: 'dogecoin', family: 'utxo', payload: { ...doge, inputs: [] } }, s),
    ).rejects.toThrow('no built found');
  });
});
