/**
 * Resources and votes as transfers to review (spec §4 "Tron"): freeze (stake TRX for ENERGY or
 * BANDWIDTH), unfreeze ('unstaking unavailable' when no unfreeze slots are left), vote (the whole
 * new set of votes, within the account's TRON power), withdraw (unstaked TRX whose wait is over)
 * and rewards (only when the last withdrawal was more than 24 hours ago). The fee is bandwidth.
 */
import { UnsupportedOperationError, type PreparedTransfer } from '../../../adapter-types';
import type { StakeRequest } from '../../../staking-types';
import { checkAddress, trxBalance } from './balance';
import type { TronContext } from './context';
import { bandwidthBytes, feeOf, resourcesOf } from './fees';
import type { TronPrepared } from './payload';
import type { TronResource } from './proto';
import { resources } from './resources';
import {
  INSUFFICIENT_BALANCE,
  INT64_MAX,
  REWARD_INTERVAL_MS,
  SUN_PER_VOTE,
  UNSTAKING_UNAVAILABLE,
} from './rules';
import { rawLengthOf } from './tx';

/** The contract's operations Tron has (create and deactivate are Solana's stake accounts). */
export type TronStakeRequest = Extract<
  StakeRequest,
  { op: 'freeze' | 'unfreeze' | 'vote' | 'withdraw' | 'rewards' }
>;

const MIN_FREEZE = 1_000_000n;
const MAX_VOTES = 30;

function checkResource(resource: unknown): TronResource {
  if (resource !== 'ENERGY' && resource !== 'BANDWIDTH')
    throw new Error('The resource must be ENERGY or BANDWIDTH');
  return resource;
}

function checkVotes(votes: TronStakeRequest & { op: 'vote' }, power: bigint) {
  if (!Array.isArray(votes.votes) || votes.votes.length === 0)
    throw new Error('Choose at least one validator to vote for');
  if (votes.votes.length > MAX_VOTES)
    throw new Error(`A Tron account votes for at most ${MAX_VOTES} validators`);
  const seen = new Set<string>();
  const out = votes.votes.map((v) => {
    const vote_address = checkAddress(v.vote_address, 'Invalid validator address');
    if (seen.has(vote_address)) throw new Error(`${vote_address} is voted for twice`);
    seen.add(vote_address);
    const n =
      typeof v.vote_count === 'bigint'
        ? v.vote_count
        : Number.isInteger(v.vote_count)
          ? BigInt(v.vote_count)
          : -1n;
    if (n <= 0n) throw new Error('Votes are whole numbers above zero');
    return { vote_address, vote_count: n };
  });
  const total = out.reduce((t, v) => t + v.vote_count, 0n);
  if (total > power) throw new Error(`The votes (${total}) exceed the staked TRX (${power} votes)`);
  return out;
}

export async function prepareOperation(ctx: TronContext, request: StakeRequest): Promise<PreparedTransfer> {
  const chain = ctx.chain.chain_name;
  const owner = checkAddress(request.from, 'Invalid sender address');
  const [r, resource, params, balance] = await Promise.all([
    resources(ctx, owner),
    ctx.grid.accountResource(owner),
    ctx.feeParams(),
    trxBalance(ctx, owner),
  ]);
  const base = { owner, to: owner, receiverExists: true, energy: 0n, balance };
  let p: TronPrepared;
  switch (request.op) {
    case 'freeze': {
      const res = checkResource(request.resource);
      if (request.amount < MIN_FREEZE) throw new Error('At least 1 TRX can be staked');
      if (request.amount > INT64_MAX) throw new Error('The amount is too large for a Tron transaction');
      p = { ...base, kind: 'freeze', amount: request.amount, resource: res };
      break;
    }
    case 'unfreeze': {
      const res = checkResource(request.resource);
      if (r.unfreezeSlotsLeft === 0) throw new Error(UNSTAKING_UNAVAILABLE);
      if (request.amount <= 0n) throw new Error('The amount must be greater than zero');
      if (request.amount > r.staked[res]) throw new Error(`Only ${r.staked[res]} sun is staked for ${res}`);
      p = { ...base, kind: 'unfreeze', amount: request.amount, resource: res };
      break;
    }
    case 'vote': {
      const power = (r.staked.ENERGY + r.staked.BANDWIDTH) / SUN_PER_VOTE;
      p = { ...base, kind: 'vote', amount: 0n, votes: checkVotes(request, power) };
      break;
    }
    case 'withdraw':
      if (r.withdrawable === 0n) throw new Error('No unstaked TRX is ready to withdraw yet');
      p = { ...base, kind: 'withdraw', amount: r.withdrawable };
      break;
    case 'rewards':
      if (r.lastWithdrawal !== null && ctx.now() - r.lastWithdrawal <= REWARD_INTERVAL_MS)
        throw new Error('Rewards can be withdrawn once every 24 hours');
      if (!r.rewards) throw new Error('There are no rewards to withdraw');
      p = { ...base, kind: 'rewards', amount: r.rewards };
      break;
    default:
      throw new UnsupportedOperationError(chain, `The staking operation ${(request as { op: string }).op}`);
  }
  const fee = feeOf({
    bytes: bandwidthBytes(rawLengthOf(p, BigInt(ctx.now()))),
    resources: resourcesOf(resource),
    params,
    receiverExists: true,
    memo: false,
    energy: 0n,
  });
  if (fee + (p.kind === 'freeze' ? p.amount : 0n) > balance) throw new Error(INSUFFICIENT_BALANCE);
  return {
    chain_name: chain,
    intent: { from: owner, to: owner, amount: p.amount },
    requestedAmount: p.amount,
    amount: p.amount,
    fee,
    isMax: false,
    options: [
      { title: 'Normal', price: params.transactionFee },
      { title: 'Recommended', price: params.transactionFee },
    ],
    price: params.transactionFee,
    view: { estimateGas: null, maxPriorityFeePerGas: null, nonce: null, l1Fees: null, selectedUTXOs: null },
    payload: p,
  };
}
