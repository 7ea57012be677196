// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValidatorView } from './stakeView';
import { matchValidators, noValidatorText, useValidatorSearch, VALIDATORS_SHOWN } from './validatorSearch';

/** 1,200 validators, as a mainnet list gives well over a thousand. */
const validators: ValidatorView[] = Array.from({ length: 1200 }, (_, i) => ({
  validatorAddress: `Vote${String(i).padStart(4, '0')}x${'A'.repeat(30)}`,
  name: i === 777 ? 'Kestrel Staking' : `Validator ${i}`,
  image: '',
  apy: 7,
  activatedStake: BigInt(i) * 10n ** 9n,
}));

afterEach(cleanup);

describe('validator search', () => {
  it('matches name or address, trimmed and in any case; an empty query keeps every one in order', () => {
    expect(matchValidators(validators, '')).toBe(validators);
    expect(matchValidators(validators, '  kestrel STAKING ').map((v) => v.validatorAddress)).toEqual([
      validators[777]!.validatorAddress,
    ]);
    expect(matchValidators(validators, 'vote0042').map((v) => v.name)).toEqual(['Validator 42']);
    expect(matchValidators(validators, 'Validator 11').length).toBe(1 + 10 + 100); // 11, 110-119, 1100-1199
    expect(matchValidators(validators, 'nobody')).toEqual([]);
    expect(noValidatorText(' nobody ')).toBe('No validator matches “nobody”.');
    expect(noValidatorText('')).toBe('No validators are listed.');
  });

  it('shows the first 50, 50 more at a time, and starts again on a new query', () => {
    const { result } = renderHook(() => useValidatorSearch(validators));
    expect(result.current.rows).toHaveLength(VALIDATORS_SHOWN);
    expect(result.current.rows[0]).toBe(validators[0]);
    expect(result.current.remaining).toBe(1150);
    expect(result.current.moreText).toBe('Show 50 more (1150 left)');
    act(() => result.current.showMore());
    expect(result.current.rows).toHaveLength(100);
    expect(result.current.rows[99]).toBe(validators[99]);
    act(() => result.current.setQuery('Validator 11'));
    expect(result.current.matchCount).toBe(111);
    expect(result.current.rows).toHaveLength(50);
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    expect(result.current.rows).toHaveLength(111);
    expect(result.current.remaining).toBe(0);
    expect(result.current.moreText).toBeNull();
    act(() => result.current.setQuery('nobody'));
    expect(result.current.rows).toEqual([]);
    expect(result.current.emptyText).toBe('No validator matches “nobody”.');
  });
});
