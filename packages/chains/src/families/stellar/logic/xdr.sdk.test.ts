/**
 * The hand-written XDR against the official SDK (@stellar/stellar-base, devDependency only):
 * byte-identical envelopes and equal hashes on many random transfers (payment in XLM or a credit
 * asset, create-account, memo text or none, several operations), and against published signed
 * transactions: Trust Wallet Core's Stellar signer tests
 * (trustwallet/wallet-core tests/chains/Stellar/TWAnySignerTests.cpp @ 029cfa71fd35709c44a4ab2c6096040f7acbefda
 * and TransactionTests.cpp @ 3d1aaf076fb6f783a5b84b2aa30c24c4e5d7d6d0), two of them mainnet
 * transactions whose hashes Horizon lists (66b5bca4…, ea50884c…).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base64, hex } from '@scure/base';
import {
  Account,
  Asset,
  Keypair,
  Memo,
  Networks,
  Operation,
  TransactionBuilder,
} from '@stellar/stellar-base';
import { describe, expect, it } from 'vitest';
import { formatUnits } from '../../../units';
import { stellarAddressFromPublicKey } from './address';
import {
  encodeEnvelope,
  encodeTransaction,
  transactionHash,
  type StellarAsset,
  type StellarOperation,
  type StellarTransaction,
} from './xdr';

/** A deterministic generator (mulberry32) so a failure names its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function signWithMine(tx: StellarTransaction, passphrase: string, secret: Uint8Array) {
  const body = encodeTransaction(tx);
  const hash = transactionHash(passphrase, body);
  const signature = ed25519.sign(hash, secret);
  return {
    hash: hex.encode(hash),
    envelope: encodeEnvelope(body, [{ publicKey: ed25519.getPublicKey(secret), signature }]),
  };
}

const sdkAsset = (a: StellarAsset) => (a.type === 'native' ? Asset.native() : new Asset(a.code, a.issuer));

function signWithSdk(tx: StellarTransaction, passphrase: string, secret: Uint8Array) {
  const ops = tx.operations.length;
  const builder = new TransactionBuilder(new Account(tx.source, (tx.seq - 1n).toString()), {
    fee: String(tx.fee / ops),
    networkPassphrase: passphrase,
    ...(tx.timeBounds
      ? {
          timebounds: {
            minTime: tx.timeBounds.minTime.toString(),
            maxTime: tx.timeBounds.maxTime.toString(),
          },
        }
      : {}),
    ...(tx.memo ? { memo: Memo.text(tx.memo) } : {}),
  });
  for (const op of tx.operations) {
    builder.addOperation(
      op.type === 'createAccount'
        ? Operation.createAccount({
            destination: op.destination,
            startingBalance: formatUnits(op.startingBalance, 7),
          })
        : Operation.payment({
            destination: op.destination,
            asset: sdkAsset(op.asset),
            amount: formatUnits(op.amount, 7),
          }),
    );
  }
  const built = builder.build();
  built.sign(Keypair.fromRawEd25519Seed(Buffer.from(secret)));
  return { hash: built.hash().toString('hex'), envelope: built.toEnvelope().toXDR('base64') };
}

const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MEMO_CHARS = 'abc XYZ 019 -_.é€';

function randomTransfer(next: () => number): { tx: StellarTransaction; secret: Uint8Array } {
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256));
  const address = () => stellarAddressFromPublicKey(ed25519.getPublicKey(bytes(32)));
  const pick = (s: string, n: number) =>
    Array.from({ length: n }, () => s[Math.floor(next() * s.length)]).join('');
  const big = (bits: number) => BigInt('0x' + hex.encode(bytes(bits / 8))) & ((1n << BigInt(bits - 1)) - 1n);
  const secret = bytes(32);
  const operations: StellarOperation[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const amount = 1n + (big(64) % (next() < 0.5 ? 10n ** 12n : 1n << 62n));
    if (next() < 0.3) return { type: 'createAccount', destination: address(), startingBalance: amount };
    const kind = next();
    const asset: StellarAsset =
      kind < 0.4
        ? { type: 'native' }
        : {
            type: 'credit',
            code: pick(CODE_CHARS, kind < 0.7 ? 1 + Math.floor(next() * 4) : 5 + Math.floor(next() * 8)),
            issuer: address(),
          };
    return { type: 'payment', destination: address(), asset, amount };
  });
  let memo = '';
  if (next() < 0.6) {
    memo = pick(MEMO_CHARS, 1 + Math.floor(next() * 12));
    while (new TextEncoder().encode(memo).length > 28) memo = memo.slice(0, -1);
  }
  const minTime = next() < 0.5 ? 0n : BigInt(Math.floor(next() * 2 ** 31));
  return {
    secret,
    tx: {
      source: stellarAddressFromPublicKey(ed25519.getPublicKey(secret)),
      fee: operations.length * (100 + Math.floor(next() * 100_000)),
      seq: 1n + (big(64) % (1n << 62n)),
      // The SDK always writes time bounds (setTimeout is required); Kestrel always sets them.
      timeBounds: { minTime, maxTime: minTime + 30n },
      ...(memo ? { memo } : {}),
      operations,
    },
  };
}

describe('Stellar XDR against @stellar/stellar-base', () => {
  it('is byte-identical on 300 random transfers, on both networks', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { tx, secret } = randomTransfer(rng(seed));
      const passphrase = seed % 2 ? Networks.PUBLIC : Networks.TESTNET;
      const mine = signWithMine(tx, passphrase, secret);
      const sdk = signWithSdk(tx, passphrase, secret);
      expect(base64.encode(mine.envelope), `seed ${seed}`).toBe(sdk.envelope);
      expect(mine.hash, `seed ${seed}`).toBe(sdk.hash);
    }
  });

  it('refuses what the protocol cannot carry instead of signing it', () => {
    const { tx } = randomTransfer(rng(7));
    expect(() => encodeTransaction({ ...tx, memo: 'x'.repeat(29) })).toThrow('Longer than 28 bytes');
    expect(() => encodeTransaction({ ...tx, fee: 2 ** 32 })).toThrow('Not a uint32');
    expect(() => encodeTransaction({ ...tx, operations: [] })).toThrow('1 to 100 operations');
    const op = { type: 'payment', destination: tx.source, asset: { type: 'native' } } as const;
    expect(() => encodeTransaction({ ...tx, operations: [{ ...op, amount: 1n << 63n }] })).toThrow(
      'Not an int64',
    );
    expect(() =>
      encodeTransaction({
        ...tx,
        operations: [
          { ...op, asset: { type: 'credit', code: 'TOOLONGCODE13', issuer: tx.source }, amount: 1n },
        ],
      }),
    ).toThrow('Invalid Stellar asset code');
    expect(() => encodeTransaction({ ...tx, source: 'GABC' })).toThrow('Invalid Stellar address');
  });
});

/** Trust Wallet's envelopes are v0 (type 0, bare key): the same transaction as v1 minus 4 bytes. */
function asV0(v1: Uint8Array): string {
  return base64.encode(Uint8Array.from([0, 0, 0, 0, ...v1.subarray(8)]));
}

describe('Stellar XDR against published signed transactions', () => {
  const twKey = hex.decode('59a313f46ef1c23a9e4f71cea10fc0c56a2a6bb8a4b9ea3d5348823e5a478722');
  const mainnetKey = hex.decode('3c0635f8638605aed6e461cf3fa2d508dd895df1a1655ff92c79bfbeaf88d4b9');
  const payment = (destination: string, amount: bigint, asset: StellarAsset = { type: 'native' }) =>
    ({ type: 'payment', destination, asset, amount }) as const;

  it('a payment of 1 XLM, and the same with memo text (TransactionTests.cpp)', () => {
    const base: StellarTransaction = {
      source: 'GAE2SZV4VLGBAPRYRFV2VY7YYLYGYIP5I7OU7BSP6DJT7GAZ35OKFDYI',
      fee: 1000,
      seq: 2n,
      operations: [payment('GDCYBNRRPIHLHG7X7TKPUPAZ7WVUXCN3VO7WCCK64RIFV5XM5V5K4A52', 10_000_000n)],
    };
    expect(asV0(signWithMine(base, Networks.PUBLIC, twKey).envelope)).toBe(
      'AAAAAAmpZryqzBA+OIlrquP4wvBsIf1H3U+GT/DTP5gZ31yiAAAD6AAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAEAAAAAxYC2MXoOs5v3/NT6PBn9q0uJu6u/YQle5FBa9uzteq4AAAAAAAAAAACYloAAAAAAAAAAARnfXKIAAABAocQZwTnVvGMQlpdGacWvgenxN5ku8YB8yhEGrDfEV48yDqcj6QaePAitDj/N2gxfYD9Q2pJ+ZpkQMsZZG4ACAg==',
    );
    expect(asV0(signWithMine({ ...base, memo: 'Hello, world!' }, Networks.PUBLIC, twKey).envelope)).toBe(
      'AAAAAAmpZryqzBA+OIlrquP4wvBsIf1H3U+GT/DTP5gZ31yiAAAD6AAAAAAAAAACAAAAAAAAAAEAAAANSGVsbG8sIHdvcmxkIQAAAAAAAAEAAAAAAAAAAQAAAADFgLYxeg6zm/f81Po8Gf2rS4m7q79hCV7kUFr27O16rgAAAAAAAAAAAJiWgAAAAAAAAAABGd9cogAAAEBQQldEkYJ6rMvOHilkwFCYyroGGUvrNeWVqr/sn3iFFqgz91XxgUT0ou7bMSPRgPROfBYDfQCFfFxbcDPrrCwB',
    );
  });

  it('mainnet transactions 66b5… (XLM) and ea50… (MOBI, a credit asset): same bytes and hash', () => {
    const source = 'GDFEKJIFKUZP26SESUHZONAUJZMBSODVN2XBYN4KAGNHB7LX2OIXLPUL';
    expect(stellarAddressFromPublicKey(ed25519.getPublicKey(mainnetKey))).toBe(source);
    const to = 'GA3ISGYIE2ZTH3UAKEKBVHBPKUSL3LT4UQ6C5CUGP2IM5F467O267KI7';
    const xlm = signWithMine(
      { source, fee: 1000, seq: 144098454883270657n, operations: [payment(to, 1_000_000n)] },
      Networks.PUBLIC,
      mainnetKey,
    );
    expect(xlm.hash).toBe('66b5bca4b4293bdd85a6a559b08918482774b76bcc170b4533411f1d6422ce24');
    expect(asV0(xlm.envelope)).toBe(
      'AAAAAMpFJQVVMv16RJUPlzQUTlgZOHVurhw3igGacP1305F1AAAD6AH/8MgAAAABAAAAAAAAAAAAAAABAAAAAAAAAAEAAAAANokbCCazM+6AURQanC9VJL2ufKQ8LoqGfpDOl577te8AAAAAAAAAAAAPQkAAAAAAAAAAAXfTkXUAAABAM9Nhzr8iWKzqnHknrxSVoa4b2qzbTzgyE2+WWxg6XHH50xiFfmvtRKVhzp0Jg8PfhatOb6KNheKRWEw4OvqEDw==',
    );
    const mobi: StellarAsset = {
      type: 'credit',
      code: 'MOBI',
      issuer: 'GA6HCMBLTZS5VYYBCATRBRZ3BZJMAFUDKYYF6AH6MVCMGWMRDNSWJPIH',
    };
    const asset = signWithMine(
      { source, fee: 1000, seq: 144098454883270661n, operations: [payment(to, 12_000_000n, mobi)] },
      Networks.PUBLIC,
      mainnetKey,
    );
    expect(asset.hash).toBe('ea50884cd1288d2d5420065995d13d750d812258e0e79280c4033a434e625c99');
    expect(asV0(asset.envelope)).toBe(
      'AAAAAMpFJQVVMv16RJUPlzQUTlgZOHVurhw3igGacP1305F1AAAD6AH/8MgAAAAFAAAAAAAAAAAAAAABAAAAAAAAAAEAAAAANokbCCazM+6AURQanC9VJL2ufKQ8LoqGfpDOl577te8AAAABTU9CSQAAAAA8cTArnmXa4wEQJxDHOw5SwBaDVjBfAP5lRMNZkRtlZAAAAAAAtxsAAAAAAAAAAAF305F1AAAAQEuWZZvKZuF6SMuSGIyfLqx5sn5O55+Kd489uP4g9jZH4UE7zZ4ME0+74I0BU8YDsYOmmxcfp/vdwTd+n3oGCQw=',
    );
  });
});
