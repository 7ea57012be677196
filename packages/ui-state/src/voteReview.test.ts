/** What a resources-and-votes review says: title, resource, votes by name, amount line, total. */
import type { PreparedTransfer } from '@kestrel/wallet';
import { describe, expect, it } from 'vitest';
import { voteReviewView } from './voteReview';

const SR1 = 'TGj1Ej1qRzL9feLTLhjwgxXF4Ct6GTWg2U';
const SR2 = 'TCEo1hMAdaJrQmvnGTCcGT2LqrGU4N7Jqf';
const prepared = (amount: bigint, fee: bigint) =>
  ({ amount, fee, requestedAmount: amount, isMax: false }) as unknown as PreparedTransfer;

describe('voteReviewView', () => {
  it('stake for bandwidth: the resource, the amount staked, amount + fee as the total', () => {
    const v = voteReviewView(
      {
        op: { kind: 'freeze', resource: 'BANDWIDTH', amount: 12_000_000n },
        prepared: prepared(12_000_000n, 0n),
        names: {},
      },
      'TRX',
    );
    expect(v).toEqual({
      title: 'Review: stake TRX',
      confirm: 'Confirm and stake',
      resource: 'Bandwidth',
      votes: null,
      amountLabel: 'Amount staked',
      totalLabel: 'Total',
      total: 12_000_000n,
    });
  });

  it('votes: each validator with votes by name (else address), none left out as zero; the fee alone', () => {
    const v = voteReviewView(
      {
        op: { kind: 'voteStaking', votes: { [SR1]: 10, [SR2]: 0, TUnnamed: 5 } },
        prepared: prepared(0n, 1_100_000n),
        names: { [SR1]: 'Kestrel SR', [SR2]: 'Other SR' },
      },
      'TRX',
    );
    expect(v.title).toBe('Review: votes TRX');
    expect(v.confirm).toBe('Confirm and vote');
    expect(v.resource).toBeNull();
    expect(v.votes).toEqual([
      { address: SR1, name: 'Kestrel SR', count: 10 },
      { address: 'TUnnamed', name: 'TUnnamed', count: 5 },
    ]);
    expect(v.total).toBe(1_100_000n);
  });

  it('unstake costs the fee; rewards and withdraw give the amount back less the fee', () => {
    const unstake = voteReviewView(
      {
        op: { kind: 'unfreeze', resource: 'ENERGY', amount: 5_000_000n },
        prepared: prepared(5_000_000n, 300n),
        names: {},
      },
      'TRX',
    );
    expect([unstake.resource, unstake.amountLabel, unstake.totalLabel, unstake.total]).toEqual([
      'Energy',
      'Amount unstaked',
      'Total',
      300n,
    ]);
    const rewards = voteReviewView(
      { op: { kind: 'rewards' }, prepared: prepared(2_000_000n, 300n), names: {} },
      'TRX',
    );
    expect([rewards.title, rewards.confirm, rewards.amountLabel, rewards.totalLabel, rewards.total]).toEqual([
      'Review: claim rewards TRX',
      'Confirm and claim',
      'Rewards claimed',
      'You receive',
      1_999_700n,
    ]);
    const withdraw = voteReviewView(
      { op: { kind: 'withdraw' }, prepared: prepared(100n, 300n), names: {} },
      'TRX',
    );
    expect([withdraw.amountLabel, withdraw.total]).toEqual(['Amount withdrawn', 0n]);
  });
});
