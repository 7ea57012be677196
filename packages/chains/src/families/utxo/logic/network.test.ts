import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { Address, OutScript, p2pkh, WIF } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry';
import { utxoNetwork } from './network';

describe('utxoNetwork', () => {
  it('plugs straight into @scure/btc-signer (what the send code will do)', () => {
    // trustwallet/wallet-core TWLitecoinTests.cpp (LockScripts): ltc1 address -> script.
    const ltc = utxoNetwork(getChain('litecoin'), 'mainnet');
    const out = Address(ltc).decode('ltc1qs32zgdhe2tpzcnz55r7d9jvhce33063sfht3q0');
    expect(hex.encode(OutScript.encode(out))).toBe('001484542436f952c22c4c54a0fcd2c997c66317ea30');
    // trustwallet/wallet-core CoinAddressDerivationTests.cpp: key 0x46…46 on Dogecoin is DNRTC6GZ…
    const doge = utxoNetwork(getChain('dogecoin'), 'mainnet');
    const key = hex.decode('46'.repeat(32));
    expect(p2pkh(secp256k1.getPublicKey(key, true), doge).address).toBe('DNRTC6GZ5evmM7BZWwPqF54fyDqUqULMyu');
    expect(WIF(doge).decode(WIF(doge).encode(key))).toEqual(key);
  });

  it('has the chainparams of each network', () => {
    const net = (name: string, n: 'mainnet' | 'testnet' | 'devnet') => utxoNetwork(getChain(name), n);
    expect(net('bitcoin_taproot', 'mainnet')).toMatchObject({
      bech32: 'bc',
      pubKeyHash: 0,
      scriptHash: 5,
      wif: 0x80,
    });
    expect(net('bitcoin', 'testnet')).toMatchObject({
      bech32: 'tb',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
    });
    expect(net('litecoin', 'mainnet')).toMatchObject({
      bech32: 'ltc',
      pubKeyHash: 0x30,
      scriptHash: 0x32,
      wif: 0xb0,
    });
    expect(net('litecoin', 'devnet')).toMatchObject({
      bech32: 'rltc',
      pubKeyHash: 0x6f,
      scriptHash: 0x3a,
      wif: 0xef,
    });
    expect(net('dogecoin', 'mainnet')).toMatchObject({ pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e });
    expect(net('dogecoin', 'testnet')).toMatchObject({ pubKeyHash: 0x71, scriptHash: 0xc4, wif: 0xf1 });
    expect(net('bitcoin_cash', 'mainnet')).toMatchObject({ cashAddrPrefix: 'bitcoincash', wif: 0x80 });
    expect(net('bitcoin_cash', 'testnet')).toMatchObject({ cashAddrPrefix: 'bchtest', wif: 0xef });
  });

  it('refuses chains outside the Bitcoin family', () => {
    expect(() => utxoNetwork(getChain('ethereum'), 'mainnet')).toThrow(/not a Bitcoin-family chain/);
  });
});
