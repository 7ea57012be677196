import * as C from '@blaze-cardano/core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBaseAddress, encodeEnterpriseAddress } from './address';
import {
  bodyHash,
  encodeBody,
  encodeSignedTx,
  sortInputs,
  txIdHex,
  witnessFor,
  type CardanoBody,
} from './tx';

const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const address = fc
  .tuple(key32, key32, fc.boolean(), fc.constantFrom('mainnet' as const, 'testnet' as const))
  .map(([p, s, base, net]) => (base ? encodeBaseAddress(p, s, net) : encodeEnterpriseAddress(p, net)));
const lovelace = fc.bigInt({ min: 0n, max: 45_000_000_000_000_000n });
const body: fc.Arbitrary<CardanoBody> = fc.record({
  inputs: fc.uniqueArray(
    fc.record({
      txHash: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex),
      index: fc.integer({ min: 0, max: 70_000 }),
    }),
    { minLength: 1, maxLength: 6, selector: (i) => `${i.txHash}#${i.index}` },
  ),
  outputs: fc.array(fc.record({ address, lovelace }), { minLength: 1, maxLength: 4 }),
  fee: fc.bigInt({ min: 0n, max: 1n << 40n }),
  ttl: fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }),
});

/** Native assets: a few policies, names of 0–32 bytes, quantities up to u64. */
const assets = fc
  .uniqueArray(
    fc.tuple(
      fc.constantFrom('00'.repeat(28), 'ab'.repeat(28), 'f0'.repeat(28)),
      fc.uint8Array({ minLength: 0, maxLength: 32 }).map(bytesToHex),
      fc.bigInt({ min: 1n, max: (1n << 64n) - 1n }),
    ),
    { minLength: 1, maxLength: 6, selector: ([p, n]) => p + n },
  )
  .map((list) => Object.fromEntries(list.map(([p, n, q]) => [p + n, q])));
const multiAssetBody: fc.Arbitrary<CardanoBody> = body.chain((b) =>
  fc
    .array(fc.option(assets, { nil: undefined }), {
      minLength: b.outputs.length,
      maxLength: b.outputs.length,
    })
    .map((held) => ({ ...b, outputs: b.outputs.map((o, i) => (held[i] ? { ...o, assets: held[i] } : o)) })),
);

function blazeBody(b: CardanoBody) {
  return C.TransactionBody.fromCore({
    inputs: sortInputs(b.inputs).map((i) => ({ txId: i.txHash, index: i.index })),
    outputs: b.outputs.map((o) => ({
      address: o.address,
      value: {
        coins: o.lovelace,
        ...(o.assets ? { assets: new Map(Object.entries(o.assets).map(([u, q]) => [C.AssetId(u), q])) } : {}),
      },
    })),
    fee: b.fee,
    validityInterval: { invalidHereafter: Number(b.ttl) },
  } as unknown as Parameters<typeof C.TransactionBody.fromCore>[0]);
}

describe('Cardano transaction encoding', () => {
  it('the body is byte-identical to @blaze-cardano/core on random transfers', () => {
    fc.assert(
      fc.property(body, (b) => {
        // @blaze-cardano/core carries the ttl as a JS number: compare within its safe range.
        const safe = { ...b, ttl: b.ttl % BigInt(Number.MAX_SAFE_INTEGER) };
        const ours = encodeBody(safe);
        const theirs = blazeBody(safe);
        expect(bytesToHex(ours)).toBe(theirs.toCbor());
        expect(txIdHex(ours)).toBe(theirs.hash());
      }),
      { numRuns: 300 },
    );
  });

  it('outputs with native assets ([coin, multiasset], canonical order) are byte-identical too', () => {
    fc.assert(
      fc.property(multiAssetBody, (b) => {
        const safe = { ...b, ttl: b.ttl % BigInt(Number.MAX_SAFE_INTEGER) };
        expect(bytesToHex(encodeBody(safe))).toBe(blazeBody(safe).toCbor());
      }),
      { numRuns: 300 },
    );
  });

  it('the signed transaction parses in @blaze-cardano/core and its witness verifies over the body hash', () => {
    fc.assert(
      fc.property(body, fc.uint8Array({ minLength: 64, maxLength: 64 }), (b, key) => {
        key[0]! &= 0b1111_1000;
        key[31]! &= 0b0001_1111;
        key[31]! |= 0b0100_0000;
        const bodyBytes = encodeBody({ ...b, ttl: 1000n });
        const witness = witnessFor(bodyBytes, key);
        const signed = encodeSignedTx(bodyBytes, [witness]);
        const tx = C.Transaction.fromCbor(C.TxCBOR(bytesToHex(signed)));
        expect(tx.toCbor()).toBe(bytesToHex(signed));
        expect(tx.body().toCbor()).toBe(bytesToHex(bodyBytes));
        const vkeys = tx.witnessSet().vkeys()?.toCore() ?? [];
        expect(vkeys).toEqual([[bytesToHex(witness.vkey), bytesToHex(witness.signature)]]);
        expect(ed25519.verify(witness.signature, bodyHash(bodyBytes), witness.vkey)).toBe(true);
        const other = bodyHash(encodeBody({ ...b, ttl: 1001n }));
        expect(ed25519.verify(witness.signature, other, witness.vkey)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('a different input order encodes the same canonical body', () => {
    const a = { txHash: 'aa'.repeat(32), index: 1 };
    const b = { txHash: '0b'.repeat(32), index: 7 };
    const out = [{ address: encodeEnterpriseAddress(new Uint8Array(32), 'testnet'), lovelace: 1n }];
    expect(encodeBody({ inputs: [a, b], outputs: out, fee: 1n, ttl: 2n })).toEqual(
      encodeBody({ inputs: [b, a], outputs: out, fee: 1n, ttl: 2n }),
    );
    expect(encodeBody({ inputs: [a], outputs: out, fee: 1n, ttl: 2n })[0]).toBe(0xa4);
  });
});
