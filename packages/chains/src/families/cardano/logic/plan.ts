/**
 * The payment plan: which UTXOs are spent, the outputs, the fee a·size + b (protocol parameters
 * minFeeA, minFeeB over the signed size) and the min-ADA rule ((160 + output size) ·
 * coinsPerUtxoByte, Babbage onward). The UTXOs given are all spent (select.ts picks them);
 * change below min-ADA is left to the fee, unless it carries the native assets the inputs hold and
 * the send does not take (then it must stand). A token send pays the token with its output's
 * min-ADA. Spec §5 texts on failure.
 */
import { encodeCbor } from './cbor';
import { NO_SENDER, NO_UTXOS, insufficientFunds, insufficientToken } from './rules';
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
  /** Native assets the UTXO holds (unit → quantity). */
  assets?: Record<string, bigint>;
}

export interface PaymentPlan {
  body: CardanoBody;
  /** Lovelace to the receiver, or the token quantity of a token send. */
  amount: bigint;
  fee: bigint;
  available: bigint;
  isMax: boolean;
  /** A token send: the lovelace that travel with the token (the receiver output's min-ADA). */
  deposit: bigint;
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

/** The sum of the UTXOs' assets, less what is sent; only quantities above zero. */
function assetsLeft(utxos: CardanoUtxo[], sent?: { unit: string; quantity: bigint }): Record<string, bigint> {
  const total: Record<string, bigint> = {};
  for (const u of utxos)
    for (const [unit, q] of Object.entries(u.assets ?? {})) total[unit] = (total[unit] ?? 0n) + q;
  if (sent) total[sent.unit] = (total[sent.unit] ?? 0n) - sent.quantity;
  return Object.fromEntries(Object.entries(total).filter(([, q]) => q > 0n));
}

/** The token output's min-ADA, settled with its own coin's encoding. */
function depositFor(to: string, unit: string, quantity: bigint, params: CardanoParams): bigint {
  let deposit = 0n;
  for (let i = 0; i < 4; i++) {
    const next = minAda({ address: to, lovelace: deposit, assets: { [unit]: quantity } }, params);
    if (next === deposit) break;
    deposit = next;
  }
  return deposit;
}

export function planPayment(o: {
  from: string | undefined;
  to: string;
  /** Lovelace, or the token quantity when `token` is given. */
  amount: bigint;
  utxos: CardanoUtxo[];
  params: CardanoParams;
  ttl: bigint;
  /** Spec §4 max rule: reduce the amount to what remains after the fee instead of failing. */
  allowMax?: boolean;
  /** A native asset send: its unit (the receiver gets it with its output's min-ADA). */
  token?: string;
}): PaymentPlan {
  if (!o.from) throw new Error(NO_SENDER);
  if (o.utxos.length === 0) throw new Error(NO_UTXOS);
  const inputs = o.utxos.map(({ txHash, index }) => ({ txHash, index }));
  const available = o.utxos.reduce((n, u) => n + u.lovelace, 0n);
  const base = { inputs, ttl: o.ttl };
  const token = o.token;
  if (token) {
    const held = o.utxos.reduce((n, u) => n + (u.assets?.[token] ?? 0n), 0n);
    if (held < o.amount) throw new Error(insufficientToken(held, o.amount));
  }
  const deposit = token ? depositFor(o.to, token, o.amount, o.params) : 0n;
  const pay = (amount: bigint): CardanoOutput =>
    token
      ? { address: o.to, lovelace: deposit, assets: { [token]: amount } }
      : { address: o.to, lovelace: amount };
  const paid = token ? deposit : o.amount;
  // Every asset the inputs hold and the send does not take returns in the change.
  const kept = assetsLeft(o.utxos, token ? { unit: token, quantity: o.amount } : undefined);
  const carries = Object.keys(kept).length > 0;
  const change = (lovelace: bigint): CardanoOutput => ({
    address: o.from!,
    lovelace,
    ...(carries ? { assets: kept } : {}),
  });
  // With change: the usual case (and the only one when assets return).
  const feeWithChange = feeFor({ ...base, outputs: [pay(o.amount), change(available)] }, o.params);
  const rest = available - paid - feeWithChange;
  if (rest >= 0n && rest >= minAda(change(rest), o.params)) {
    const outputs = [pay(o.amount), change(rest)];
    return plan({ ...base, outputs, fee: feeWithChange }, o.amount, available, false, o.params, deposit);
  }
  if (carries) {
    const least = minAda(change(available), o.params);
    const reduced = available - feeWithChange - least;
    if (token || !o.allowMax || reduced < minAda(pay(reduced > 0n ? reduced : 0n), o.params))
      throw new Error(insufficientFunds(available, paid + feeWithChange + least));
    const outputs = [pay(reduced), change(available - reduced - feeWithChange)];
    return plan({ ...base, outputs, fee: feeWithChange }, reduced, available, true, o.params, 0n);
  }
  // No change output: what is left over goes to the fee, or the amount shrinks (max).
  const feeAlone = feeFor({ ...base, outputs: [pay(o.amount)] }, o.params);
  if (paid + feeAlone <= available) {
    const fee = available - paid;
    return plan({ ...base, outputs: [pay(o.amount)], fee }, o.amount, available, false, o.params, deposit);
  }
  const reduced = available - feeAlone;
  if (token || !o.allowMax || reduced < minAda(pay(reduced > 0n ? reduced : 0n), o.params))
    throw new Error(insufficientFunds(available, paid + feeAlone));
  return plan({ ...base, outputs: [pay(reduced)], fee: feeAlone }, reduced, available, true, o.params, 0n);
}

function plan(
  body: CardanoBody,
  amount: bigint,
  available: bigint,
  isMax: boolean,
  params: CardanoParams,
  deposit: bigint,
): PaymentPlan {
  const least = minAda(body.outputs[0]!, params);
  if (body.outputs[0]!.lovelace < least) {
    throw new Error(
      `A Cardano payment must carry at least ${least} Lovelace (the ledger's minimum for an output)`,
    );
  }
  return { body, amount, fee: body.fee, available, isMax, deposit };
}
