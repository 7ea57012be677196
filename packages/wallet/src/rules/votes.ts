/** Tron votes: step 5, capped at the whole-number staking balance; typed values; whole numbers. */
import { VOTE_STEP } from './constants';

export type SelectedVotes = Record<string, number>;

/** Staking balance in whole votes (1 vote per whole staked unit). Accepts a display amount. */
export function wholeVotes(stakingBalance: number | string): number {
  const n = typeof stakingBalance === 'number' ? stakingBalance : Number(String(stakingBalance).trim());
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

export function totalVotes(votes: SelectedVotes, except?: string): number {
  return Object.entries(votes).reduce((sum, [k, v]) => (k === except ? sum : sum + v), 0);
}

/** Adds 5, but never lets the total pass the staking balance. */
export function addVoteStep(votes: SelectedVotes, address: string, stakingBalance: number | string): void {
  const room = wholeVotes(stakingBalance) - totalVotes(votes);
  if (room <= 0) return;
  votes[address] = (votes[address] ?? 0) + Math.min(VOTE_STEP, room);
}

/** Subtracts 5, not below 0. */
export function removeVoteStep(votes: SelectedVotes, address: string): void {
  votes[address] = Math.max(0, (votes[address] ?? 0) - VOTE_STEP);
}

/**
 * A typed value: empty, zero or negative sets 0; one that would push the total above the staking
 * balance is ignored; decimals are cut to whole votes.
 */
export function setTypedVote(
  votes: SelectedVotes,
  address: string,
  typed: string | number,
  stakingBalance: number | string,
): void {
  const n = typeof typed === 'number' ? typed : String(typed).trim() === '' ? 0 : Number(typed);
  if (!Number.isFinite(n) || n <= 0) {
    votes[address] = 0;
    return;
  }
  const value = Math.floor(n);
  if (totalVotes(votes, address) + value > wholeVotes(stakingBalance)) return;
  votes[address] = value;
}
