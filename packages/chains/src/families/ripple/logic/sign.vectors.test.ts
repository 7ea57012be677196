/**
 * XRP signing checked byte for byte against published vectors:
 * - trustwallet/wallet-core tests/chains/XRP/TWAnySignerTests.cpp (SignXrpPayment,
 *   SignXrpPaymentMain): payments with Flags 0, their hashes those of the ledger transactions the
 *   test names (testnet A2020347…, mainnet 4B9D022E…);
 * - XRPLF/xrpl.js packages/xrpl/test/wallet/index.test.ts ("sign with lowercase hex data in memo":
 *   a family-seed wallet, tfFullyCanonicalSig, source and destination tags, a memo; "sign with a
 *   prepared payment", whose key does not control its Account, is refused).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import type { Signer, UnsignedTx } from '../../../adapter-types';
import type { RipplePayment } from './payload';
import { signJson, signTransaction } from './sign';
import { rippleSigner, rippleSignerFromKey } from './signer';

const tw = (tx: Omit<RipplePayment, 'TransactionType' | 'Flags'>): UnsignedTx<RipplePayment> => ({
  chain_name: 'ripple',
  family: 'ripple',
  payload: { TransactionType: 'Payment', Flags: 0, ...tx },
});

const TW_TESTNET = {
  key: 'a5576c0f63da10e584568c8d134569ff44017b0a249eb70657127ae04f38cc77',
  tx: tw({
    Account: 'rfxdLwsZnoespnTDDb1Xhvbc8EFNdztaoq',
    Destination: 'rU893viamSnsfP3zjzM2KPxjqZjXSXK6VF',
    Amount: '10',
    Fee: '10',
    Sequence: 32268248,
    LastLedgerSequence: 32268269,
  }),
  raw: '12000022000000002401ec5fd8201b01ec5fed61400000000000000a68400000000000000a732103d13e1152965a51a4a9fd9a8b4ea3dd82a4eba6b25fcad5f460a2342bb650333f74463044022037d32835c9394f39b2cfd4eaf5b0a80e0db397ace06630fa2b099ff73e425dbc02205288f780330b7a88a1980fa83c647b5908502ad7de9a44500c08f0750b0d9e8481144c55f5a78067206507580be7bb2686c8460adff983148132e4e20aecf29090ac428a9c43f230a829220d',
  hash: 'A202034796F37F38D1D20F2025DECECB1623FC801F041FC694199C0D0E49A739',
};

const TW_MAINNET = {
  key: 'acf1bbf6264e699da0cc65d17ac03fcca6ded1522d19529df7762db46097ff9f',
  tx: tw({
    Account: 'rGV1v1xw23PHcRn4Km4tF8R2mfh6yTZkcP',
    Destination: 'rNLpgsBTCwiaZAnHe2ZViAN1GcXZtYW6rg',
    Amount: '1000000',
    Fee: '10',
    Sequence: 75674534,
    LastLedgerSequence: 75674797,
  }),
  raw: '1200002200000000240482b3a6201b0482b4ad6140000000000f424068400000000000000a7321027efc5f15071d2ae5e73ee09a0c17456c5d9170a41d67e3297c554829199be80b74473045022100e1c746c3aeebc8278c627ee4c2ce5cae97e3856292c7fe5388f803920230a37b02207d2eccb76cd35dd379d6b24c2cabd786e62d34a564cf083e863176109c5b6bb48114aa000c09c692ef1f82787e51e22833149941ea2083149232ef60695add51f0f84534cc4084e4fdfc698e',
  hash: '4B9D022E8C77D798B7D11C41FDFDCF468F03A5564151C520EECA1E96FF1A1610',
};

/** The same key behind the bare Signer contract: no public key given, signatures only. */
function bare(signer: Signer, flipS = false): Signer {
  const n = secp256k1.Point.CURVE().n;
  return {
    curve: 'secp256k1',
    async signDigest(d) {
      const sig = await signer.signDigest(d);
      // A high-S twin of the same signature (valid ECDSA, not canonical for rippled).
      return flipS ? { r: sig.r, s: n - sig.s, recovery: sig.recovery === 1 ? 0 : 1 } : sig;
    },
  };
}

describe('XRP signing: Trust Wallet Core vectors', () => {
  it.each([
    ['testnet', TW_TESTNET],
    ['mainnet', TW_MAINNET],
  ])('%s payment: the same bytes and hash', async (_, v) => {
    const signer = rippleSigner(hexToBytes(v.key));
    const signed = await signTransaction(v.tx, signer);
    expect(signed.raw.toLowerCase()).toBe(v.raw);
    expect(signed.hash).toBe(v.hash);
    // A signer that gives no public key (hardware) and one returning high S give the same bytes.
    expect((await signTransaction(v.tx, bare(signer))).raw).toBe(signed.raw);
    expect((await signTransaction(v.tx, bare(signer, true))).raw).toBe(signed.raw);
  });

  it('refuses a key that is not the sending account’s', async () => {
    await expect(signTransaction(TW_MAINNET.tx, rippleSigner(hexToBytes(TW_TESTNET.key)))).rejects.toThrow(
      'The signing key does not belong to the sending address',
    );
  });
});

describe('XRP signing: xrpl.js wallet vectors (family seeds)', () => {
  it('"sign with a prepared payment" is refused: its key (rHLEki8g…) does not control its Account', async () => {
    // xrpl.js signs it anyway; rippled would answer tefBAD_AUTH. Kestrel refuses before signing.
    const tx = {
      TransactionType: 'Payment',
      Account: 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59',
      Destination: 'rQ3PTWGLCbPz8ZCicV5tCX3xuymojTng5r',
      Amount: '1',
      Flags: 2147483648,
      Sequence: 23,
      LastLedgerSequence: 8819954,
      Fee: '12',
    };
    const signer = rippleSignerFromKey('ss1x3KLrSvfg7irFc1D929WXZ7z9H');
    expect(signer.address).toBe('rHLEki8gPUMnF72JnuALvnAMRhRemzhRke');
    await expect(signJson(tx, signer)).rejects.toThrow(
      'The signing key does not belong to the sending address',
    );
  });

  it('"sign with lowercase hex data in memo": source and destination tags, a memo', async () => {
    const r = await signJson(
      {
        TransactionType: 'Payment',
        Flags: 2147483648,
        Account: 'rwiZ3q3D3QuG4Ga2HyGdq3kPKJRGctVG8a',
        Amount: '10000000',
        LastLedgerSequence: 14000999,
        Destination: 'rUeEBYXHo8vF86Rqir3zWGRQ84W9efdAQd',
        Fee: '12',
        Sequence: 12,
        SourceTag: 8888,
        DestinationTag: 9999,
        Memos: [
          {
            Memo: {
              MemoType: '687474703a2f2f6578616d706c652e636f6d2f6d656d6f2f67656e65726963',
              MemoData: '72656e74',
            },
          },
        ],
      },
      rippleSignerFromKey('shd2nxpFD6iBRKWsRss2P4tKMWyy9'),
    );
    expect(r.blob).toBe(
      '120000228000000023000022B8240000000C2E0000270F201B00D5A36761400000000098968068400000000000000C73210305E09ED602D40AB1AF65646A4007C2DAC17CB6CDACDE301E74FB2D728EA057CF744730450221009C00E8439E017CA622A5A1EE7643E26B4DE9C808DE2ABE45D33479D49A4CEC66022062175BE8733442FA2A4D9A35F85A57D58252AE7B19A66401FE238B36FA28E5A081146C1856D0E36019EA75C56D7E8CBA6E35F9B3F71583147FB49CD110A1C46838788CD12764E3B0F837E0DDF9EA7C1F687474703A2F2F6578616D706C652E636F6D2F6D656D6F2F67656E657269637D0472656E74E1F1',
    );
    expect(r.hash).toBe('41B9CB78D8E18A796CDD4B0BC6FB0EA19F64C4F25FDE23049197852CAB71D10D');
  });
});
