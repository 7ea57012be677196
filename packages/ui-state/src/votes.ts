/**
 * The resources and votes screen's door to the wallet's staking flow (capability `votes`, never a
 * family name): whether a coin's chain has resources and votes, loading them (the flow keeps the
 * resources on the coin and the validators and the vote selection in the votes slice), the vote
 * steppers and typed values (the wallet's vote rules), and each operation previewed as a transfer
 * to review, then sent exactly as reviewed with the send toasts.
 */
import type { PreparedTransfer, SendResult, StakingInfoRow, StakingInput } from '@kestrel/wallet';
import { capabilityHook, coinHasCapability } from './coinCapability';
import { storedCoin, type TransferKit } from './transfer';

export type VoteResource = 'ENERGY' | 'BANDWIDTH';

/** What a resources-and-votes operation needs besides the coin. */
export type VoteOp =
  | { kind: 'freeze' | 'unfreeze'; resource: VoteResource; amount: bigint }
  | { kind: 'voteStaking'; votes: Record<string, number> }
  | { kind: 'withdraw' | 'rewards' };

export interface VoteValidatorView {
  address: string;
  name: string;
  url: string;
  image: string;
  annualizedRate: string;
  votes: number;
}

/** Whether this wallet coin has resources and votes: the chain's own coin with capability `votes`. */
export function canVote(coinId: string): Promise<boolean> {
  return coinHasCapability(coinId, (c) => c.staking && c.votes);
}

/** Whether the coin screen offers Resources & votes for this coin (false until known). */
export const useCanVote = capabilityHook(canVote);

/** Loads resources, validators and the account's votes into the store. */
export async function loadVotesScreen(kit: TransferKit, coinId: string): Promise<void> {
  await kit.mod.loadStaking(kit.env, { coinId });
}

/** The votes slice now: the chain's validators and the selection. */
export function votesOf(
  kit: TransferKit,
  chainName: string,
): { validators: VoteValidatorView[]; selected: Record<string, number> } {
  const s = kit.env.getState().stakingVotes;
  const validators = (s.validators[chainName] ?? []).map((v) => ({
    address: v.address,
    name: v.name,
    url: v.url ?? '',
    image: v.image ?? '',
    annualizedRate: v.annualizedRate ?? '',
    votes: v.votes,
  }));
  return { validators, selected: s.selectedVotes };
}

/** The coin's info rows (Stake, Available Vote, Withdraw, Rewards) and resources as the store holds them. */
export function resourcesOf(
  kit: TransferKit,
  coinId: string,
): { rows: StakingInfoRow[]; energy?: string; bandwidth?: string; staked?: string } {
  const c = storedCoin(kit, coinId);
  return {
    rows: Array.isArray(c?.stakingInfo) ? (c.stakingInfo as StakingInfoRow[]) : [],
    ...(c?.energyBalance !== undefined ? { energy: c.energyBalance } : {}),
    ...(c?.bandwidthBalance !== undefined ? { bandwidth: c.bandwidthBalance } : {}),
    ...(c?.stakingBalance !== undefined ? { staked: c.stakingBalance } : {}),
  };
}

/** Whole votes the staking balance (smallest unit) gives: one per whole coin. */
export function wholeVotesOf(staked: string | undefined, decimals: number): number {
  if (!staked || !/^\d+$/.test(staked)) return 0;
  return Number(BigInt(staked) / 10n ** BigInt(decimals));
}

/** Vote steppers and typed values, through the wallet's vote rules (step 5, capped). */
export function stepVote(kit: TransferKit, address: string, dir: 1 | -1, wholeVotes: number): void {
  const a = kit.mod.stakingVotesActions;
  kit.env.dispatch(dir > 0 ? a.addVote({ address, stakingBalance: wholeVotes }) : a.removeVote({ address }));
}

export function typeVote(kit: TransferKit, address: string, value: string, wholeVotes: number): void {
  kit.env.dispatch(kit.mod.stakingVotesActions.typeVote({ address, value, stakingBalance: wholeVotes }));
}

function inputOf(coinId: string, op: VoteOp): StakingInput {
  switch (op.kind) {
    case 'freeze':
    case 'unfreeze':
      return { coinId, kind: op.kind, resource: op.resource, amount: op.amount.toString() };
    case 'voteStaking':
      return { coinId, kind: op.kind, votes: op.votes };
    default:
      return { coinId, kind: op.kind };
  }
}

/** The operation as the transfer to review (amount, fee); nothing is signed. */
export function previewVoteOp(kit: TransferKit, coinId: string, op: VoteOp): Promise<PreparedTransfer> {
  return kit.mod.previewStaking(kit.env, inputOf(coinId, op));
}

/** Signs and sends exactly the reviewed transfer; the flow shows the send toasts and reloads. */
export function sendVoteOp(
  kit: TransferKit,
  coinId: string,
  op: VoteOp,
  reviewed: PreparedTransfer,
): Promise<SendResult> {
  return kit.mod.sendStaking(kit.env, { ...inputOf(coinId, op), prepared: reviewed });
}

/** "4.52 % yearly", or "Rate unknown" when the list does not say. */
export function rateText(rate: string): string {
  const n = Number(rate);
  return rate.trim() === '' || !Number.isFinite(n) ? 'Rate unknown' : `${n.toFixed(2)} % yearly`;
}

/** What each shell's validator list with vote steppers takes. */
export interface VoteListProps {
  validators: readonly VoteValidatorView[];
  selected: Record<string, number>;
  onStep: (address: string, dir: 1 | -1) => void;
  onType: (address: string, text: string) => void;
}
