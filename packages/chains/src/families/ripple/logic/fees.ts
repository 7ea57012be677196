/**
 * XRP fees and reserves from server_info (spec §7), as xrpl.js's autofill computes them: Normal
 * is the reference fee scaled by the server's load factor, Recommended that times 1.2, both at
 * most 2 XRP. A fee is one price per transaction, in drops.
 */
import type { FeeOption } from '../../../adapter-types';
import type { ServerInfo } from '../network/rpc';
import { DEFAULT_MINIMUM, DEFAULT_RESERVE_INC, FEE_CUSHION_TENTHS, MAX_FEE } from './rules';

const SCALE = 1_000_000n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const atMost = (a: bigint, b: bigint) => (a < b ? a : b);

export interface FeeRates {
  normal: bigint;
  recommended: bigint;
}

export function feeRates(info: ServerInfo): FeeRates {
  const load = BigInt(Math.max(1, Math.round(info.loadFactor * Number(SCALE))));
  const scaled = ceilDiv(info.baseFee * load, SCALE);
  const normal = atMost(scaled > 0n ? scaled : 1n, MAX_FEE);
  return { normal, recommended: atMost(ceilDiv(normal * FEE_CUSHION_TENTHS, 10n), MAX_FEE) };
}

export function feeOptions(r: FeeRates): FeeOption[] {
  return [
    { title: 'Normal', price: r.normal },
    { title: 'Recommended', price: r.recommended },
  ];
}

/** A custom fee: whole drops above 0 and at most 2 XRP. */
export function checkFee(price: bigint): bigint {
  if (price <= 0n) throw new Error('The XRP fee must be at least 1 drop');
  if (price > MAX_FEE) throw new Error('The XRP fee must not exceed 2 XRP (2000000 drops)');
  return price;
}

export interface Reserves {
  /** A new account's minimum (spec §5: default 10 XRP). */
  base: bigint;
  /** Locked per object the account owns. */
  inc: bigint;
}

export function reserves(info: ServerInfo): Reserves {
  return { base: info.reserveBase ?? DEFAULT_MINIMUM, inc: info.reserveInc ?? DEFAULT_RESERVE_INC };
}
