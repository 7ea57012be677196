/**
 * What a Tron transaction burns (java-tron's BandwidthProcessor and EnergyProcessor): bandwidth
 * bytes = the signed transaction's size + 64 for its result; staked then free bandwidth pay for
 * it, else bytes × transaction fee. A receiver the network does not hold costs the new-account
 * fee, plus the account-creation fee unless staked bandwidth covers the bytes. A memo costs the
 * memo fee. TRC-20 energy beyond the account's own is paid at the energy fee.
 */
import { applyMaxRule } from '../../../max-rule';
import type { AccountResource } from '../network/schemas';
import { MAX_RESULT_SIZE, type FeeParams } from './rules';

const varintLength = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : n < 0x200000 ? 3 : 4);

/** Bandwidth of a transaction with one 65-byte signature and raw_data of `rawLength` bytes. */
export const bandwidthBytes = (rawLength: number): bigint =>
  BigInt(1 + varintLength(rawLength) + rawLength + 2 + 65 + MAX_RESULT_SIZE);

export interface Resources {
  freeNet: bigint;
  stakedNet: bigint;
  energy: bigint;
}

export function resourcesOf(r: AccountResource): Resources {
  const left = (limit = 0, used = 0) => BigInt(Math.max(0, limit - used));
  return {
    freeNet: left(r.freeNetLimit, r.freeNetUsed),
    stakedNet: left(r.NetLimit, r.NetUsed),
    energy: left(r.EnergyLimit, r.EnergyUsed),
  };
}

export interface FeeInput {
  bytes: bigint;
  resources: Resources;
  params: FeeParams;
  /** False when the receiver is not on the network yet (TRX transfers only). */
  receiverExists: boolean;
  memo: boolean;
  /** Energy the call uses (TRC-20), 0 for TRX. */
  energy: bigint;
}

export function feeOf(i: FeeInput): bigint {
  const { bytes, resources: r, params: p } = i;
  let fee: bigint;
  if (!i.receiverExists) fee = p.newAccount + (r.stakedNet >= bytes ? 0n : p.accountCreation);
  else fee = r.stakedNet >= bytes || r.freeNet >= bytes ? 0n : bytes * p.transactionFee;
  if (i.memo) fee += p.memoFee;
  if (i.energy > r.energy) fee += (i.energy - r.energy) * p.energyFee;
  return fee;
}

/**
 * The max rule where the fee depends on the amount (a smaller amount can be a byte shorter, so
 * burn 1000 sun less): the reduced amount is estimated again, and the pair kept is one whose fee
 * is exactly what that amount burns, with amount + fee within the balance.
 */
export function maxRuleWithFee(
  requested: bigint,
  balance: bigint,
  feeFor: (amount: bigint) => bigint,
): { amount: bigint; fee: bigint; isMax: boolean } {
  const f0 = feeFor(requested);
  const first = applyMaxRule(requested, f0, balance);
  if (!first.isMax || first.amount === 0n) return { ...first, fee: f0 };
  const f1 = feeFor(first.amount);
  if (f1 === f0) return { ...first, fee: f0 };
  // A cheaper fee leaves room for more; take it when that amount still burns the same.
  const more = balance - f1;
  if (more < requested && feeFor(more) === f1) return { amount: more, fee: f1, isMax: true };
  return { amount: first.amount, fee: f1, isMax: true };
}
