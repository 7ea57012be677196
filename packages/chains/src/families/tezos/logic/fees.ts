/**
 * Tezos fees as taquito's estimator sets them: the gas limit is the simulated gas (milligas
 * rounded up) plus 100, the storage limit the paid storage plus 257 bytes when a new account is
 * allocated; the fee is the Octez mempool's minimum, 100 mutez + 0.1 mutez per gas unit + 1 mutez
 * per byte, counted for each content with the signature and branch bytes on the last one.
 */
import type { FeeOption } from '../../../adapter-types';
import { RpcAnswerError } from '../../../net/errors';
import type { Simulation } from '../network/schemas';
import { forgeOperation, type ManagerContent, type TezosOperation } from './forge';
import type { ContentLimits } from './payload';
import {
  COST_PER_BYTE,
  GAS_BUFFER,
  MINIMAL_FEE_MUTEZ,
  NANOTEZ_PER_BYTE,
  NANOTEZ_PER_GAS,
  ORIGINATION_SIZE,
  SIGNATURE_BYTES,
  SUGGESTED_MARGIN,
} from './rules';

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The limits of each simulated content; a content that did not apply is the node's refusal. */
export function limitsOf(sim: Simulation): ContentLimits[] {
  return sim.contents.map((c) => {
    const r = c.metadata.operation_result;
    if (r.status !== 'applied') {
      const ids = (r.errors ?? []).map((e) => e.id).join(', ');
      throw new RpcAnswerError(ids || `${c.kind} ${r.status}`, 0, r.errors);
    }
    const gas = ceilDiv(BigInt(r.consumed_milligas ?? '0'), 1000n) + GAS_BUFFER;
    const storage =
      BigInt(r.paid_storage_size_diff ?? '0') + (r.allocated_destination_contract ? ORIGINATION_SIZE : 0n);
    return { gas_limit: gas.toString(), storage_limit: storage.toString() };
  });
}

/** The burn the storage limits allow at most. */
export function burnOf(limits: ContentLimits[]): bigint {
  return limits.reduce((sum, l) => sum + BigInt(l.storage_limit) * COST_PER_BYTE, 0n);
}

/** The mempool's minimum for one content of `bytes` bytes and `gas` gas units. */
export function contentFee(gas: bigint, bytes: bigint): bigint {
  return MINIMAL_FEE_MUTEZ + ceilDiv(gas * NANOTEZ_PER_GAS, 1000n) + ceilDiv(bytes * NANOTEZ_PER_BYTE, 1000n);
}

/**
 * The minimal fee of each content of `op` (their fee fields are ignored): sized with generous
 * fee fields so the forged size is never under what is finally signed.
 */
export function minimalFees(op: TezosOperation): bigint[] {
  const wide = op.contents.map((c): ManagerContent => ({ ...c, fee: '4294967295' }));
  const sizes = wide.map((c) => BigInt(forgeOperation({ branch: op.branch, contents: [c] }).length) - 32n);
  const last = sizes.length - 1;
  return wide.map((c, i) =>
    contentFee(BigInt(c.gas_limit), sizes[i]! + (i === last ? 32n + SIGNATURE_BYTES : 0n)),
  );
}

/** Normal: the mempool's minimum; Recommended: taquito's suggested fee, 2 × 100 mutez above it. */
export function feeOptions(minimal: bigint): FeeOption[] {
  return [
    { title: 'Normal', price: minimal },
    { title: 'Recommended', price: minimal + SUGGESTED_MARGIN },
  ];
}

/** A custom fee: whole mutez, at least the mempool's minimum and at most 10 tez (a typo guard). */
export function checkFee(price: bigint, minimal: bigint): bigint {
  if (price < minimal) throw new Error(`The Tezos fee must be at least ${minimal} mutez`);
  if (price > 10_000_000n) throw new Error('The Tezos fee must not exceed 10 tez (10000000 mutez)');
  return price;
}
