/** Tezos constants of the spec (§4, §5, §7, §9) and of the protocol's defaults the fee follows. */

/** Spec §9: 6 decimals (1 tez = 1e6 mutez). */
export const TEZ_DECIMALS = 6;
export const ONE_TEZ = 1_000_000n;
/** Spec §4: poll every 5 s for 15 tries. */
export const CONFIRM_POLL_MS = 5_000;
export const CONFIRM_TRIES = 15;
/** Spec §7: TzKT operations with limit 20. */
export const HISTORY_LIMIT = 20;

/** Octez mempool defaults: minimal_fees 100 mutez, 100 nanotez per gas unit, 1000 nanotez per byte. */
export const MINIMAL_FEE_MUTEZ = 100n;
export const NANOTEZ_PER_GAS = 100n;
export const NANOTEZ_PER_BYTE = 1_000n;
/** Taquito's suggested fee: the minimum plus twice the 100 mutez base. */
export const SUGGESTED_MARGIN = 200n;
/** Taquito's margin over the simulated gas. */
export const GAS_BUFFER = 100n;
/** Protocol constants: burn per stored byte, and the bytes a new implicit account allocates. */
export const COST_PER_BYTE = 250n;
export const ORIGINATION_SIZE = 257n;
/** Limits the simulation runs under (within hard_gas_limit_per_operation and per block). */
export const SIMULATION_GAS = { reveal: 10_000n, transaction: 1_000_000n } as const;
export const SIMULATION_STORAGE = 60_000n;
/** Bytes of the signature appended to the forged operation. */
export const SIGNATURE_BYTES = 64n;

/**
 * Spec §5: when the amount exceeds 1 tez, 1 tez is deducted for the estimate (so a send of
 * nearly the whole balance still simulates); never more than the balance is simulated.
 */
export function estimateAmount(amount: bigint, balance: bigint): bigint {
  const capped = amount < balance ? amount : balance;
  return capped > ONE_TEZ ? capped - ONE_TEZ : capped;
}
