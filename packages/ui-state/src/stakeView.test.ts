/** The staking screen's reading of stakes: status labels, allowed operations, stored rows. */
import { describe, expect, it } from 'vitest';
import { stakeActions, stakesOf, stakeStatusLabel } from './stakeView';

const row = (over: Record<string, unknown> = {}) => ({
  staking_address: 'Stake1111',
  amount: '2000000000',
  validator_address: 'Vote1111',
  owner_address: 'Owner1111',
  validatorInfo: { name: 'Kestrel Devnet Validator', website: '', image: '' },
  status: 'pending',
  state: 'activating',
  ...over,
});

describe('stake view', () => {
  it('reads pending while activating, staked, deactivating and inactive', () => {
    expect(
      (['activating', 'active', 'deactivating', 'inactive'] as const).map((s) => stakeStatusLabel(s)),
    ).toEqual(['Pending', 'Staked', 'Deactivating', 'Inactive']);
  });

  it('offers deactivate while the stake warms up or earns, withdraw once it is inactive, nothing while cooling down', () => {
    expect(stakeActions('activating')).toEqual({ deactivate: true, withdraw: false });
    expect(stakeActions('active')).toEqual({ deactivate: true, withdraw: false });
    expect(stakeActions('deactivating')).toEqual({ deactivate: false, withdraw: false });
    expect(stakeActions('inactive')).toEqual({ deactivate: false, withdraw: true });
  });

  it('turns the stored rows into bigint amounts with the validator name', () => {
    expect(stakesOf([row()])).toEqual([
      {
        stakingAddress: 'Stake1111',
        amount: 2_000_000_000n,
        validatorAddress: 'Vote1111',
        validatorName: 'Kestrel Devnet Validator',
        state: 'activating',
      },
    ]);
    expect(
      stakesOf([row({ validator_address: null, validatorInfo: null, state: 'inactive' })])[0],
    ).toMatchObject({
      validatorAddress: null,
      validatorName: null,
      state: 'inactive',
    });
  });

  it('skips malformed rows and reads a row without a state from its status', () => {
    expect(stakesOf(undefined)).toEqual([]);
    expect(stakesOf('x')).toEqual([]);
    expect(stakesOf([null, row({ amount: '1.5' }), row({ amount: 5 }), row({ staking_address: 1 })])).toEqual(
      [],
    );
    expect(stakesOf([row({ state: undefined, status: 'stake' })])[0]?.state).toBe('active');
    expect(stakesOf([row({ state: 'bogus', status: 'pending' })])[0]?.state).toBe('activating');
  });
});
