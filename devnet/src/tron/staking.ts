/**
 * Stake 2.0 on the devnet ledger: FreezeBalanceV2 (54), UnfreezeBalanceV2 (55, at most 32 waiting,
 * 14 days), WithdrawExpireUnfreeze (56), VoteWitness (4, within TRON power: 1 vote per staked TRX)
 * and WithdrawBalance (13: rewards, once per 24 hours). Staked TRX gives 10 energy or 10 bandwidth
 * per TRX on the devnet; each block pays 10 sun of reward per vote held.
 */
import * as c from './codec';
import { WITNESSES } from './witnesses';

export const UNFREEZE_DELAY_MS = 14 * 86_400_000;
export const MAX_UNFREEZE = 32;
export const RESOURCE_PER_TRX = 10n;
export const REWARD_PER_VOTE_PER_BLOCK = 10n;
const DAY_MS = 86_400_000;

export type Resource = 'ENERGY' | 'BANDWIDTH';

export interface StakeState {
  frozen: Record<Resource, bigint>;
  unfrozen: { resource: Resource; amount: bigint; expire: number }[];
  votes: { address: string; count: bigint }[];
  latestWithdrawTime?: number;
  reward: bigint;
  netUsed: bigint;
  energyUsed: bigint;
}

export const emptyStake = (): StakeState => ({
  frozen: { ENERGY: 0n, BANDWIDTH: 0n },
  unfrozen: [],
  votes: [],
  reward: 0n,
  netUsed: 0n,
  energyUsed: 0n,
});

export type StakeOp =
  | { type: 54 | 55; owner: string; amount: bigint; resource: Resource }
  | { type: 4; owner: string; votes: { address: string; count: bigint }[] }
  | { type: 56 | 13; owner: string };

export const STAKING_TYPES = new Set([4, 13, 54, 55, 56]);
const NAMES: Record<number, string> = {
  4: 'VoteWitnessContract',
  13: 'WithdrawBalanceContract',
  54: 'FreezeBalanceV2Contract',
  55: 'UnfreezeBalanceV2Contract',
  56: 'WithdrawExpireUnfreezeContract',
};
export const stakingName = (type: number) => NAMES[type]!;

export function decodeStaking(type: number, value: Uint8Array): StakeOp {
  const f = c.readFields(value);
  const bytes = (n: number) => (f.find((x) => x.n === n)?.v as Uint8Array | undefined) ?? new Uint8Array(0);
  const int = (n: number) => {
    const v = f.find((x) => x.n === n)?.v;
    return typeof v === 'bigint' ? v : 0n;
  };
  const owner = c.encodeAddress(bytes(1));
  if (type === 54 || type === 55)
    return { type, owner, amount: int(2), resource: int(3) === 1n ? 'ENERGY' : 'BANDWIDTH' };
  if (type === 4)
    return {
      type,
      owner,
      votes: f
        .filter((x) => x.n === 2 && x.v instanceof Uint8Array)
        .map((x) => {
          const v = c.readFields(x.v as Uint8Array);
          const addr = v.find((y) => y.n === 1)?.v as Uint8Array;
          const count = v.find((y) => y.n === 2)?.v;
          return { address: c.encodeAddress(addr), count: typeof count === 'bigint' ? count : 0n };
        }),
    };
  return { type: type as 56 | 13, owner };
}

export const tronPower = (s: StakeState) => (s.frozen.ENERGY + s.frozen.BANDWIDTH) / 1_000_000n;
export const netLimit = (s: StakeState) => (s.frozen.BANDWIDTH / 1_000_000n) * RESOURCE_PER_TRX;
export const energyLimit = (s: StakeState) => (s.frozen.ENERGY / 1_000_000n) * RESOURCE_PER_TRX;
export const withdrawable = (s: StakeState, now: number) =>
  s.unfrozen.filter((u) => u.expire <= now).reduce((t, u) => t + u.amount, 0n);

/** Why java-tron would refuse the operation, or null. */
export function refusal(op: StakeOp, s: StakeState, balance: bigint, now: number): string | null {
  switch (op.type) {
    case 54:
      if (op.amount < 1_000_000n) return 'frozenBalance must be greater than or equal to 1 TRX';
      return op.amount > balance ? 'frozenBalance must be less than or equal to accountBalance' : null;
    case 55:
      if (s.unfrozen.filter((u) => u.expire > now).length >= MAX_UNFREEZE)
        return 'Invalid unfreeze operation, unfreezing times is over limit';
      return op.amount <= 0n || op.amount > s.frozen[op.resource]
        ? 'Invalid unfreeze_balance, [unfreeze_balance] must be less than or equal to frozen_balance'
        : null;
    case 56:
      return withdrawable(s, now) === 0n ? 'no unFreeze balance to withdraw' : null;
    case 13:
      if (s.latestWithdrawTime !== undefined && now - s.latestWithdrawTime < DAY_MS)
        return 'The last withdraw time is less than 24 hours';
      return s.reward === 0n ? 'witnessAccount does not have any reward' : null;
    case 4: {
      if (op.votes.length === 0) return 'VoteNumber must more than 0';
      for (const v of op.votes) {
        if (!WITNESSES.some((w) => w.address === v.address)) return `Witness[${v.address}] not exists`;
        if (v.count <= 0n) return 'vote count must be greater than 0';
      }
      const total = op.votes.reduce((t, v) => t + v.count, 0n);
      return total > tronPower(s) ? 'The total number of votes is greater than the tronPower' : null;
    }
  }
}

/** Applies an accepted operation; returns the TRX it moved back to the balance (withdrawals). */
export function applyStaking(
  op: StakeOp,
  s: StakeState,
  now: number,
  delayMs = UNFREEZE_DELAY_MS,
): { balanceDelta: bigint } {
  switch (op.type) {
    case 54:
      s.frozen[op.resource] += op.amount;
      return { balanceDelta: -op.amount };
    case 55:
      s.frozen[op.resource] -= op.amount;
      s.unfrozen.push({ resource: op.resource, amount: op.amount, expire: now + delayMs });
      // Votes above the remaining power are cleared, as java-tron does.
      if (s.votes.reduce((t, v) => t + v.count, 0n) > tronPower(s)) s.votes = [];
      return { balanceDelta: 0n };
    case 56: {
      const amount = withdrawable(s, now);
      s.unfrozen = s.unfrozen.filter((u) => u.expire > now);
      return { balanceDelta: amount };
    }
    case 13: {
      const amount = s.reward;
      s.reward = 0n;
      s.latestWithdrawTime = now;
      return { balanceDelta: amount };
    }
    case 4:
      s.votes = op.votes.map((v) => ({ ...v }));
      return { balanceDelta: 0n };
  }
}
