import { describe, expect, it } from 'vitest';
import { addVoteStep, removeVoteStep, setTypedVote, wholeVotes } from './votes';

describe('votes', () => {
  it('adds in steps of 5', () => {
    const v = {};
    addVoteStep(v, 'A', 100);
    addVoteStep(v, 'A', 100);
    expect(v).toEqual({ A: 10 });
  });
  it('caps the total at the whole-number staking balance', () => {
    const v: Record<string, number> = { B: 10 };
    addVoteStep(v, 'A', '12.9'); // whole balance 12: only 2 left
    expect(v).toEqual({ B: 10, A: 2 });
    addVoteStep(v, 'A', '12.9');
    expect(v.A).toBe(2);
  });
  it('removes in steps of 5, not below 0', () => {
    const v = { A: 7 };
    removeVoteStep(v, 'A');
    expect(v.A).toBe(2);
    removeVoteStep(v, 'A');
    expect(v.A).toBe(0);
  });
  it('a typed empty, zero or negative value sets 0', () => {
    for (const typed of ['', '0', '-4', 'abc']) {
      const v = { A: 9 };
      setTypedVote(v, 'A', typed, 100);
      expect(v.A).toBe(0);
    }
  });
  it('a typed value above the staking balance is ignored; votes are whole', () => {
    const v = { A: 5, B: 50 };
    setTypedVote(v, 'A', '51', 100);
    expect(v.A).toBe(5);
    setTypedVote(v, 'A', '49.7', 100);
    expect(v.A).toBe(49);
    expect(wholeVotes('99.99')).toBe(99);
  });
});
