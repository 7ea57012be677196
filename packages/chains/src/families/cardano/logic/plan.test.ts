import { describe, expect, it } from 'vitest';
import { encodeEnterpriseAddress } from './address';
import { encodeCbor } from './cbor';
import { feeFor, minAda, planPayment, type CardanoParams } from './plan';
import { encodeBody, encodeSignedTx, outputItem } from './tx';

const params: CardanoParams = { minFeeA: 44n, minFeeB: 155_381n, coinsPerUtxoByte: 4_310n };
const from = encodeEnterpriseAddress(new Uint8Array(32).fill(1), 'testnet');
const to = encodeEnterpriseAddress(new Uint8Array(32).fill(2), 'testnet');
const utxo = (lovelace: bigint, n = 0) => ({ txHash: n.toString(16).padStart(64, '0'), index: n, lovelace });
const plan = (amount: bigint, utxos = [utxo(10_000_000n)], allowMax = false) =>
  planPayment({ from, to, amount, utxos, params, ttl: 5_000n, allowMax });

describe('Cardano payment plan', () => {
  it('min-ADA is (160 + output size) × coinsPerUtxoByte', () => {
    const out = { address: to, lovelace: 1_000_000n };
    expect(minAda(out, params)).toBe(BigInt(160 + encodeCbor(outputItem(out)).length) * 4_310n);
  });

  it('pays amount and change; fee is a·size + b of the signed size, inputs all spent', () => {
    const p = plan(3_000_000n, [utxo(6_000_000n, 1), utxo(4_000_000n, 2)]);
    expect(p.body.inputs).toHaveLength(2);
    expect(p.body.outputs).toEqual([
      { address: to, lovelace: 3_000_000n },
      { address: from, lovelace: 10_000_000n - 3_000_000n - p.fee },
    ]);
    const signedSize = encodeSignedTx(encodeBody(p.body), [
      { vkey: new Uint8Array(32), signature: new Uint8Array(64) },
    ]).length;
    expect(p.fee).toBe(44n * BigInt(signedSize) + 155_381n);
    expect(feeFor(p.body, params)).toBe(p.fee);
  });

  it('change below min-ADA goes to the fee instead of an output', () => {
    const p = plan(9_500_000n);
    expect(p.body.outputs).toEqual([{ address: to, lovelace: 9_500_000n }]);
    expect(p.fee).toBe(500_000n);
    expect(p.fee).toBeGreaterThanOrEqual(feeFor(p.body, params));
  });

  it('max: the amount becomes balance minus fee only when allowed, else the spec text', () => {
    expect(() => plan(10_000_000n)).toThrow(
      /^Insufficient funds\. Available: 10000000 Lovelace, Required: \d+ Lovelace \(including fee\)$/,
    );
    const p = plan(10_000_000n, undefined, true);
    expect(p.isMax).toBe(true);
    expect(p.amount + p.fee).toBe(10_000_000n);
  });

  it('an amount below the min-ADA of its output is refused', () => {
    expect(() => plan(100_000n)).toThrow(/at least \d+ Lovelace/);
  });

  it('spec texts for a missing sender and no UTXOs', () => {
    expect(() => planPayment({ from: undefined, to, amount: 1n, utxos: [], params, ttl: 1n })).toThrow(
      /^Could not get sender address$/,
    );
    expect(() => planPayment({ from, to, amount: 1n, utxos: [], params, ttl: 1n })).toThrow(
      /^No UTXOs available in sender wallet$/,
    );
  });
});

describe('Cardano payment plan with native assets', () => {
  const UNIT = `${'ab'.repeat(28)}4b555344`;
  const OTHER = `${'cd'.repeat(28)}`;
  const held = { ...utxo(3_000_000n, 7), assets: { [UNIT]: 100n, [OTHER]: 1n } };

  it('an ADA send returns every asset in the change, which must stand', () => {
    const p = plan(4_000_000n, [utxo(5_000_000n, 1), held]);
    expect(p.body.outputs[1]).toEqual({
      address: from,
      lovelace: 8_000_000n - 4_000_000n - p.fee,
      assets: { [UNIT]: 100n, [OTHER]: 1n },
    });
    // Change with assets below its min-ADA cannot go to the fee: the spec's text, or max.
    expect(() => plan(7_500_000n, [utxo(5_000_000n, 1), held])).toThrow(/^Insufficient funds\./);
    const max = plan(7_500_000n, [utxo(5_000_000n, 1), held], true);
    expect(max.isMax).toBe(true);
    expect(max.body.outputs[1]!.assets).toEqual({ [UNIT]: 100n, [OTHER]: 1n });
    expect(max.body.outputs[1]!.lovelace).toBeGreaterThanOrEqual(minAda(max.body.outputs[1]!, params));
    expect(max.amount + max.fee + max.body.outputs[1]!.lovelace).toBe(8_000_000n);
  });

  it('a token send pays the token with its min-ADA; the rest of the token and other assets stay', () => {
    const p = planPayment({
      from,
      to,
      amount: 40n,
      utxos: [utxo(5_000_000n, 1), held],
      params,
      ttl: 5n,
      token: UNIT,
    });
    const [pay, change] = p.body.outputs;
    expect(pay).toEqual({ address: to, lovelace: p.deposit, assets: { [UNIT]: 40n } });
    expect(p.deposit).toBe(minAda(pay!, params));
    expect(change!.assets).toEqual({ [UNIT]: 60n, [OTHER]: 1n });
    expect(p.deposit + p.fee + change!.lovelace).toBe(8_000_000n);
    expect(() =>
      planPayment({ from, to, amount: 101n, utxos: [held], params, ttl: 5n, token: UNIT }),
    ).toThrow('Insufficient token balance. Available: 100, Required: 101');
    // Not enough ADA for the token's output, the change and the fee: the spec's text.
    expect(() =>
      planPayment({
        from,
        to,
        amount: 40n,
        utxos: [{ ...held, lovelace: 1_500_000n }],
        params,
        ttl: 5n,
        token: UNIT,
      }),
    ).toThrow(/^Insufficient funds\. Available: 1500000 Lovelace/);
  });
});
