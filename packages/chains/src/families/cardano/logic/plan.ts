/**
 * The payment plan: which UTXOs are spent, the outputs, the fee a·size + b (protocol parameters
 * minFeeA, minFeeB over the signed size) and the min-ADA rule ((160 + output size) ·
 * coinsPerUtxoByte, Babbage onward). All UTXOs of the sender are spent (one key, one address);
 * change below min-ADA is left to the fee. Spec §5 texts on failure.
 */
import { encodeCbor } from './cbor';
import { NO_SENDER, NO_UTXOS, insufficientFunds } from './rules';
import {
  encodeBody,
  encodeSignedTx,
  outputItem,
  type CardanoBody,
  type CardanoInput,
  type CardanoOutput,
} from './tx';

export interface CardanoParams {
  minFeeA: bigint;
  minFeeB: bigint;
  coinsPerUtxoByte: bigint;
}

export interface CardanoUtxo extends CardanoInput {
  lovelace: bigint;
}

export interface PaymentPlan {
  body: CardanoBody;
  amount: bigint;
  fee: bigint;
  available: bigint;
  isMax: boolean;
}

const DUMMY_WITNESS = { vkey: new Uint8Array(32), signature: new Uint8Array(64) };

export function minAda(output: CardanoOutput, params: CardanoParams): bigint {
  return (160n + BigInt(encodeCbor(outputItem(output)).length)) * params.coinsPerUtxoByte;
}

/** The least fee for this body with one vkey witness; the fee's own encoding is settled by iteration. */
export function feeFor(body: Omit<CardanoBody, 'fee'>, params: CardanoParams): bigint {
  let fee = 0n;
  for (let i = 0; i < 4; i++) {
    const size = encodeSignedTx(encodeBody({ ...body, fee }), [DUMMY_WITNESS]).length;
    const next = params.minFeeA * BigInt(size) + params.minFeeB;
    if (next === fee) break;
    fee = next;
  }
  return fee;
}

export function planPayment(o: {
  from: string | undefined;
  to: string;
  amount: bigint;
  utxos: CardanoUtxo[];
  params: CardanoParams;
  ttl: bigint;
  /** Spec §4 max rule: reduce the amount to what remains after the fee instead of failing. */
  allowMax?: boolean;
}): PaymentPlan {
  if (!o.from) throw new Error(NO_SENDER);
  if (o.utxos.length === 0) throw new Error(NO_UTXOS);
  const inputs = o.utxos.map(({ txHash, index }) => ({ txHash, index }));
  const available = o.utxos.reduce((n, u) => n + u.lovelace, 0n);
  const base = { inputs, ttl: o.ttl };
  const pay = (amount: bigint): CardanoOutput => ({ address: o.to, lovelace: amount });
  // With change: the usual case.
  const change = { address: o.from, lovelace: available };
  const feeWithChange = feeFor({ ...base, outputs: [pay(o.amount), change] }, o.params);
  const rest = available - o.amount - feeWithChange;
  if (rest >= 0n && rest >= minAda({ ...change, lovelace: rest }, o.params)) {
    const outputs = [pay(o.amount), { ...change, lovelace: rest }];
    return plan({ ...base, outputs, fee: feeWithChange }, o.amount, available, false, o.params);
  }
  // No change output: what is left over goes to the fee, or the amount shrinks (max).
  const feeAlone = feeFor({ ...base, outputs: [pay(o.amount)] }, o.params);
  if (o.amount + feeAlone <= available) {
    const fee = available - o.amount;
    return plan({ ...base, outputs: [pay(o.amount)], fee }, o.amount, available, false, o.params);
  }
  const reduced = available - feeAlone;
  if (!o.allowMax || reduced < minAda(pay(reduced > 0n ? reduced : 0n), o.params))
    throw new Error(insufficientFunds(available, o.amount + feeAlone));
  return plan({ ...base, outputs: [pay(reduced)], fee: feeAlone }, reduced, available, true, o.params);
}

function plan(
  body: CardanoBody,
  amount: bigint,
  available: bigint,
  isMax: boolean,
  params: CardanoParams,
): PaymentPlan {
  const least = minAda(body.outputs[0]!, params);
  if (amount < least) {
    throw new Error(
      `A Cardano payment must carry at least ${least} Lovelace (the ledger's minimum for an output)`,
    );
  }
  return { body, amount, fee: body.fee, available, isMax };
}
