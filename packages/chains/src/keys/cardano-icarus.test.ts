import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveCardanoSegments, icarusMasterKeyFromMnemonic } from './cardano-icarus';
import { parsePath } from './path';
import { KeyInputError } from './types';

const hex = (key: { privateKey: Uint8Array; chainCode: Uint8Array }) =>
  bytesToHex(key.privateKey) + bytesToHex(key.chainCode);

describe('icarusMasterKey', () => {
  // cardano-foundation/CIPs CIP-0003/Icarus.md (test vectors)
  const phrase = 'eight country switch draw meat scout mystery blade tip drift useless good keep usage title';

  it('matches the CIP-3 vector without passphrase', () => {
    expect(hex(icarusMasterKeyFromMnemonic(phrase))).toBe(
      'c065afd2832cd8b087c4d9ab7011f481ee1e0721e78ea5dd609f3ab3f156d245d176bd8fd4ec60b4731c3918a2a72a0226c0cd119ec35b47e4d55884667f552a23f7fdcd4a10c6cd2c7393ac61d877873e248f417634aa3d812af327ffe9d620',
    );
  });

  it('matches the CIP-3 vector with passphrase "foo"', () => {
    expect(hex(icarusMasterKeyFromMnemonic(phrase, 'foo'))).toBe(
      '70531039904019351e1afb361cd1b312a4d0565d4ff9f8062d38acf4b15cce41d7b5738d9c893feea55512a3004acb0d222c35d3e3d5cde943a15a9824cbac59443cf67e589614076ba01e354b1a432e0e6db3b59e37fc56b5fb0222970a010e',
    );
  });

  it('rejects a phrase that is not BIP-39', () => {
    expect(() => icarusMasterKeyFromMnemonic('eight country switch')).toThrow(KeyInputError);
  });
});

describe('deriveCardanoSegments (BIP32-Ed25519 V2)', () => {
  // trustwallet/wallet-core tests/chains/Cardano/AddressTests.cpp (MnemonicToAddressV3, "cost dash …" from cardano-crypto.js)
  const master = icarusMasterKeyFromMnemonic(
    'cost dash dress stove morning robust group affair stomach vacant route volume yellow salute laugh',
  );

  it('derives the Icarus master key of the Trust Wallet vector', () => {
    expect(bytesToHex(master.privateKey)).toBe(
      'a018cd746e128a0be0782b228c275473205445c33b9000a33dd5668b430b574426877cfe435fddda02409b839b7386f3738f10a30b95a225f4b720ee71d2505b',
    );
  });

  it("derives the payment key m/1852'/1815'/0'/0/0", () => {
    const payment = deriveCardanoSegments(master, parsePath("m/1852'/1815'/0'/0/0"));
    expect(bytesToHex(payment.privateKey)).toBe(
      'e8c8c5b2df13f3abed4e6b1609c808e08ff959d7e6fc3d849e3f2880550b5744' +
        '37aa559095324d78459b9bb2da069da32337e1cc5da78f48e1bd084670107f31',
    );
    expect(bytesToHex(payment.chainCode)).toBe(
      '10f3245ddf9132ecef98c670272ef39c03a232107733d4a1d28cb53318df26fa',
    );
    expect(bytesToHex(payment.publicKey)).toBe(
      'fafa7eb4146220db67156a03a5f7a79c666df83eb31abbfbe77c85e06d40da31',
    );
  });

  it("derives the stake key m/1852'/1815'/0'/2/0", () => {
    const stake = deriveCardanoSegments(master, parsePath("m/1852'/1815'/0'/2/0"));
    expect(bytesToHex(stake.privateKey)).toBe(
      'e0d152bb611cb9ff34e945e4ff627e6fba81da687a601a879759cd76530b5744' +
        '424db69a75edd4780a5fbc05d1a3c84ac4166ff8e424808481dd8e77627ce5f5',
    );
    expect(bytesToHex(stake.chainCode)).toBe(
      'bf2eea84515a4e16c4ff06c92381822d910b5cbf9e9c144e1fb76a6291af7276',
    );
    expect(bytesToHex(stake.publicKey)).toBe(
      'f4b8d5201961e68f2e177ba594101f513ee70fe70a41324e8ea8eb787ffda6f4',
    );
  });
});
