/**
 * Resources and votes (spec §3 "Tron staking", §4): energy and bandwidth left, TRX staked per
 * resource, unstakes waiting and withdrawable, votes held and available, rewards (read only when
 * the last withdrawal was more than 24 hours ago), the unfreeze slots left, and the validators
 * from tronscan's /api/pagewitness.
 */
import type { StakeEntry, StakeResources, Validator } from '../../../staking-types';
import { checkAddress } from './balance';
import type { TronContext } from './context';
import { resourcesOf } from './fees';
import { MAX_UNFREEZE_SLOTS, REWARD_INTERVAL_MS } from './rules';

export interface TronValidator {
  address: string;
  name: string;
  url: string;
  image: string;
  annualizedRate: string;
  votes: bigint;
}

/** The contract's resources and votes, plus when rewards were last withdrawn. */
export interface TronResources extends StakeResources {
  lastWithdrawal: number | null;
}

const resourceOf = (type: string | undefined): 'ENERGY' | 'BANDWIDTH' =>
  type === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH';

export async function resources(ctx: TronContext, address: string): Promise<TronResources> {
  const owner = checkAddress(address, 'Invalid address');
  const [account, resource] = await Promise.all([ctx.account(owner), ctx.grid.accountResource(owner)]);
  const r = resourcesOf(resource);
  const staked = { ENERGY: 0n, BANDWIDTH: 0n };
  for (const f of account.frozenV2 ?? [])
    if (f.type !== 'TRON_POWER') staked[resourceOf(f.type)] += BigInt(f.amount ?? 0);
  const now = ctx.now();
  const pending = (account.unfrozenV2 ?? []).map((u) => ({
    amount: BigInt(u.unfreeze_amount ?? 0),
    resource: resourceOf(u.type),
    availableAt: u.unfreeze_expire_time ?? 0,
  }));
  const last = account.latest_withdraw_time ?? null;
  const due = last === null || now - last > REWARD_INTERVAL_MS;
  const rewards = due ? BigInt((await ctx.grid.reward(owner)).reward ?? 0) : null;
  return {
    energy: { left: r.energy, limit: BigInt(resource.EnergyLimit ?? 0) },
    bandwidth: { free: r.freeNet, staked: r.stakedNet },
    staked,
    unstaking: pending.filter((u) => u.availableAt > now),
    withdrawable: pending.filter((u) => u.availableAt <= now).reduce((t, u) => t + u.amount, 0n),
    availableVotes: BigInt(Math.max(0, (resource.tronPowerLimit ?? 0) - (resource.tronPowerUsed ?? 0))),
    votes: (account.votes ?? []).map((v) => ({
      vote_address: checkAddress(v.vote_address, 'Invalid vote address'),
      vote_count: BigInt(v.vote_count),
    })),
    rewards,
    unfreezeSlotsLeft: Math.max(0, MAX_UNFREEZE_SLOTS - pending.length),
    lastWithdrawal: last,
  };
}

export async function tronValidators(ctx: TronContext): Promise<TronValidator[]> {
  const page = await ctx.grid.witnesses();
  return page.data.map((w) => ({
    address: checkAddress(w.address, 'Invalid validator address'),
    name: w.name ?? '',
    url: w.url ?? '',
    image: w.image ?? w.lowestBrokerageImage ?? '',
    annualizedRate: String(w.annualizedRate ?? ''),
    votes: BigInt(w.realTimeVotes ?? w.votes ?? 0),
  }));
}

/** The contract's Validator shape (the wallet's validator list). */
export async function validators(ctx: TronContext): Promise<Validator[]> {
  return (await tronValidators(ctx)).map((v) => {
    const rate = Number(v.annualizedRate);
    return {
      validatorAddress: v.address,
      image: v.image,
      name: v.name,
      apy_estimate: v.annualizedRate !== '' && Number.isFinite(rate) ? rate : null,
      activated_stake: v.votes,
      url: v.url,
    };
  });
}

/** The contract's StakeEntry shape: TRX staked per resource (stake), unstakes waiting (pending). */
export async function stakes(ctx: TronContext, owner: string): Promise<StakeEntry[]> {
  const r = await resources(ctx, owner);
  const entry = (staking_address: string, amount: bigint, pending: boolean): StakeEntry => ({
    staking_address,
    amount,
    validator_address: null,
    owner_address: owner,
    validatorInfo: null,
    status: pending ? 'pending' : 'stake',
    state: pending ? 'deactivating' : 'active',
  });
  return [
    ...(['ENERGY', 'BANDWIDTH'] as const)
      .filter((k) => r.staked[k] > 0n)
      .map((k) => entry(k, r.staked[k], false)),
    ...r.unstaking.map((u) => entry(u.resource, u.amount, true)),
  ];
}
