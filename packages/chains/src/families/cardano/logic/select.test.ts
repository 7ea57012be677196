import { describe, expect, it } from 'vitest';
import { encodeEnterpriseAddress } from './address';
import { feeFor, minAda, planPayment, type CardanoParams, type CardanoUtxo } from './plan';
import { planWithSelection } from './select';
import { encodeBody, encodeSignedTx } from './tx';

// Mainnet's protocol parameters (minFeeA, minFeeB, coinsPerUTxOByte) and the ledger's maxTxSize.
const params: CardanoParams = { minFeeA: 44n, minFeeB: 155_381n, coinsPerUtxoByte: 4_310n };
const MAX_TX_SIZE = 16_384;
const from = encodeEnterpriseAddress(new Uint8Array(32).fill(1), 'testnet');
const to = encodeEnterpriseAddress(new Uint8Array(32).fill(2), 'testnet');
const UNIT = `${'ab'.repeat(28)}4b555344`;
const utxo = (lovelace: bigint, n: number, assets?: Record<string, bigint>): CardanoUtxo => ({
  txHash: n.toString(16).padStart(64, '0'),
  index: n % 4,
  lovelace,
  ...(assets ? { assets } : {}),
});
const select = (amount: bigint, utxos: CardanoUtxo[], extra: { token?: string; allowMax?: boolean } = {}) =>
  planWithSelection({ from, to, amount, utxos, params, ttl: 5_000n, allowMax: true, ...extra });
const signedSize = (p: ReturnType<typeof select>) =>
  encodeSignedTx(encodeBody(p.body), [{ vkey: new Uint8Array(32), signature: new Uint8Array(64) }]).length;
const total = (utxos: CardanoUtxo[]) => utxos.reduce((n, u) => n + u.lovelace, 0n);

describe('Cardano UTXO selection', () => {
  // 600 UTXOs of 2 ADA: spending them all is a transaction far past the ledger's size limit.
  const many = Array.from({ length: 600 }, (_, i) => utxo(2_000_000n + BigInt(i), i + 1));

  it('spends the fewest UTXOs, largest first, and stays under the size limit', () => {
    expect(
      signedSize(planPayment({ from, to, amount: 5_000_000n, utxos: many, params, ttl: 5_000n })),
    ).toBeGreaterThan(MAX_TX_SIZE);
    const p = select(5_000_000n, many);
    expect(p.body.inputs).toHaveLength(4);
    const largest = [...many].sort((a, b) => (a.lovelace > b.lovelace ? -1 : 1)).slice(0, 4);
    expect(p.body.inputs).toEqual(largest.map(({ txHash, index }) => ({ txHash, index })));
    expect(signedSize(p)).toBeLessThan(MAX_TX_SIZE);
    // Change stands on its own; the fee is exactly the size's, nothing burnt.
    const [pay, change] = p.body.outputs;
    expect(pay).toEqual({ address: to, lovelace: 5_000_000n });
    expect(change!.lovelace).toBeGreaterThanOrEqual(minAda(change!, params));
    expect(p.fee).toBe(feeFor(p.body, params));
    expect(5_000_000n + p.fee + change!.lovelace).toBe(total(largest));
    // Available is the whole balance, as before.
    expect(p.available).toBe(total(many));
  });

  it('takes one more UTXO rather than leave change below min-ADA to the fee', () => {
    const utxos = [utxo(5_200_000n, 1), utxo(3_000_000n, 2)];
    // 5 ADA from the first alone would leave ~0.03 ADA change: burnt. The second makes change.
    const p = select(5_000_000n, utxos);
    expect(p.body.inputs).toHaveLength(2);
    expect(p.body.outputs).toHaveLength(2);
    expect(p.fee).toBe(feeFor(p.body, params));
  });

  it('a max send still spends everything, the amount reduced by the fee', () => {
    const utxos = many.slice(0, 40);
    const p = select(total(utxos), utxos);
    expect(p.isMax).toBe(true);
    expect(p.body.inputs).toHaveLength(40);
    expect(p.amount + p.fee).toBe(total(utxos));
  });

  it('not enough: the spec text with the whole balance as Available', () => {
    expect(() => select(200_000_000n, many.slice(0, 10), { allowMax: false })).toThrow(
      /^Insufficient funds\. Available: 20000045 Lovelace, Required: \d+ Lovelace \(including fee\)$/,
    );
  });

  it('prefers ADA-only UTXOs for an ADA send; a token send takes the token holder first', () => {
    const holder = utxo(1_500_000n, 9, { [UNIT]: 50n });
    const utxos = [holder, utxo(10_000_000n, 1), utxo(9_000_000n, 2)];
    const ada = select(3_000_000n, utxos);
    expect(ada.body.inputs).toEqual([{ txHash: utxos[1]!.txHash, index: utxos[1]!.index }]);
    expect(ada.body.outputs[1]!.assets).toBeUndefined();

    const token = select(20n, utxos, { token: UNIT, allowMax: false });
    expect(token.body.inputs[0]).toEqual({ txHash: holder.txHash, index: holder.index });
    expect(token.body.inputs).toHaveLength(2);
    const [pay, change] = token.body.outputs;
    expect(pay).toEqual({ address: to, lovelace: token.deposit, assets: { [UNIT]: 20n } });
    expect(change!.assets).toEqual({ [UNIT]: 30n });
    expect(token.deposit + token.fee + change!.lovelace).toBe(1_500_000n + 10_000_000n);
  });

  it('a token nobody holds enough of is the spec text, whatever is selected', () => {
    const utxos = [utxo(1_500_000n, 9, { [UNIT]: 50n }), utxo(10_000_000n, 1)];
    expect(() => select(51n, utxos, { token: UNIT, allowMax: false })).toThrow(
      'Insufficient token balance. Available: 50, Required: 51',
    );
  });
});
