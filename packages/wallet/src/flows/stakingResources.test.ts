/** The votes sent go through the vote rules; the info rows and resource fields come from the adapter's resources. */
import type { StakeResources } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { resourceFields, votesOfStake, votesToSend } from './stakingResources';

describe('votesToSend', () => {
  it('keeps whole votes, cuts decimals and drops zero or negative values', () => {
    expect(votesToSend({ A: 5, B: 2.9, C: 0, D: -4 }, 10)).toEqual([
      { vote_address: 'A', vote_count: 5 },
      { vote_address: 'B', vote_count: 2 },
    ]);
  });

  it('refuses a total above the whole-number staking balance instead of cutting it', () => {
    expect(() => votesToSend({ A: 10, B: 1 }, 10)).toThrow('The votes exceed the staking balance (10 votes)');
    expect(() => votesToSend({ A: 11 }, 10)).toThrow('The votes exceed the staking balance (10 votes)');
  });

  it('refuses an empty selection', () => {
    expect(() => votesToSend({ A: 0 }, 10)).toThrow('Choose at least one validator to vote for');
  });
});

describe('resource fields', () => {
  const r: StakeResources = {
    energy: { left: 120n, limit: 150n },
    bandwidth: { free: 600n, staked: 40n },
    staked: { ENERGY: 12_000_000n, BANDWIDTH: 3_500_000n },
    unstaking: [],
    withdrawable: 1_000_000n,
    availableVotes: 4n,
    votes: [],
    rewards: null,
    unfreezeSlotsLeft: 32,
  };

  it('fills energy, bandwidth, the staking balance and the four info rows', () => {
    expect(resourceFields(r)).toEqual({
      energyBalance: '120',
      bandwidthBalance: '640',
      stakingBalance: '15500000',
      stakingInfo: [
        { title: 'Stake', value: '15500000', unit: 'amount' },
        { title: 'Available Vote', value: '4', unit: 'votes' },
        { title: 'Withdraw', value: '1000000', unit: 'amount' },
        { title: 'Rewards', value: null, unit: 'amount' },
      ],
    });
  });

  it('counts one vote per whole staked coin', () => {
    expect(votesOfStake({ decimal: 6 }, 15_500_000n)).toBe(15);
    expect(votesOfStake({ decimal: 6 }, 999_999n)).toBe(0);
  });
});
