/**
 * Staking (spec §4 stake flow) for chains whose adapter stakes: stake accounts (create,
 * deactivate, withdraw) or, with capability `votes`, resources and votes (freeze, unfreeze, vote,
 * withdraw, rewards). The validators and the owner's stakes (and resources) land on the coin and
 * in the votes slice; each operation is a prepared transfer sent through the one send pipeline
 * with the send flow's toasts and status codes. Chains without staking answer 'chain not supported'.
 */
import type {
  ChainAdapter,
  PreparedTransfer,
  StakeEntry,
  StakeRequest,
  StakeResource,
  StakeResources,
  Validator,
} from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { transferActions } from '../store/slices/transfer';
import { walletsActions } from '../store/slices/wallets';
import type { FlowEnv } from './flowEnv';
import { recordPending } from './pendingStore';
import { reportSendFailure } from './sendErrors';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { submitPrepared } from './submitTransfer';
import { resourceFields, loadVotes, votesOfStake, votesToSend } from './stakingResources';
import { SEND_TOASTS, SUCCESS_TEXT } from './toasts';
import { coinOf, walletOf } from './walletOf';

/** A stake entry as the store keeps it (amounts as text). */
export interface StoredStake extends Omit<StakeEntry, 'amount'> {
  amount: string;
}

export interface StakingView {
  validators: Validator[];
  stakes: StakeEntry[];
  /** Resources and votes (capability `votes`). */
  resources?: StakeResources;
}

function stakingAdapter(adapter: ChainAdapter): Required<
  Pick<ChainAdapter, 'validators' | 'stakes' | 'prepareStake'>
> & {
  resources?: (owner: string) => Promise<StakeResources>;
} {
  const { validators, stakes, prepareStake, resources } = adapter;
  if (!adapter.capabilities.staking || !validators || !stakes || !prepareStake)
    throw new WalletRuleError(MESSAGES.chainNotSupported);
  return {
    validators: validators.bind(adapter),
    stakes: stakes.bind(adapter),
    prepareStake: prepareStake.bind(adapter),
    ...(adapter.capabilities.votes && resources ? { resources: resources.bind(adapter) } : {}),
  };
}

/** Validators and the coin's stakes; the coin keeps its stakes and its staking balance (stake, not pending). */
export async function loadStaking(
  env: FlowEnv,
  o: { walletId?: string; coinId: string },
): Promise<StakingView> {
  const wallet = walletOf(env.getState(), o.walletId);
  const coin = coinOf(wallet, o.coinId);
  const s = stakingAdapter(await env.adapters(coin.chain_name));
  const [validators, stakes, resources] = await Promise.all([
    s.validators(),
    s.stakes(coin.address),
    s.resources?.(coin.address),
  ]);
  const staked = stakes.filter((e) => e.status === 'stake').reduce((t, e) => t + e.amount, 0n);
  if (resources) loadVotes(env, coin.chain_name, validators, resources);
  env.dispatch(
    walletsActions.updateWalletCoins({
      walletId: wallet.id,
      updates: [
        {
          coinId: coin._id,
          changes: {
            stakingBalance: staked.toString(),
            staking: stakes.map((e): StoredStake => ({ ...e, amount: e.amount.toString() })),
            ...(resources ? resourceFields(resources) : {}),
          },
        },
      ],
    }),
  );
  return { validators, stakes, ...(resources ? { resources } : {}) };
}

type On = { walletId?: string; coinId: string };

/**
 * A stake operation: stake accounts (createStaking, deactivate, withdraw {stakeAccount}) or
 * resources and votes (freeze / unfreeze {resource, amount}, voteStaking {votes, default the
 * votes slice's selection}, withdraw without a stake account, rewards). Amounts in the smallest unit.
 */
export type StakingInput =
  | (On & { kind: 'createStaking'; validator: string; amount: string })
  | (On & { kind: 'deactivate'; stakeAccount: string })
  | (On & { kind: 'withdraw'; stakeAccount?: string })
  | (On & { kind: 'freeze' | 'unfreeze'; resource: StakeResource; amount: string })
  | (On & { kind: 'voteStaking'; votes?: Record<string, number> })
  | (On & { kind: 'rewards' });

function amountOf(text: string): bigint {
  if (!/^\d+$/.test(text) || BigInt(text) === 0n) throw new WalletRuleError('The amount must be above zero');
  return BigInt(text);
}

async function requestOf(
  env: FlowEnv,
  s: ReturnType<typeof stakingAdapter>,
  coin: { address: string; decimal: number },
  i: StakingInput,
): Promise<StakeRequest> {
  const from = coin.address;
  switch (i.kind) {
    case 'createStaking':
      return { op: 'create', from, validator: i.validator, amount: amountOf(i.amount) };
    case 'freeze':
    case 'unfreeze':
      if (i.resource !== 'ENERGY' && i.resource !== 'BANDWIDTH')
        throw new WalletRuleError('The resource must be ENERGY or BANDWIDTH');
      return { op: i.kind, from, resource: i.resource, amount: amountOf(i.amount) };
    case 'voteStaking': {
      if (!s.resources) throw new WalletRuleError(MESSAGES.chainNotSupported);
      // The vote rules cap the total at the whole-number staking balance, read fresh.
      const r = await s.resources(from);
      const whole = votesOfStake(coin, r.staked.ENERGY + r.staked.BANDWIDTH);
      return {
        op: 'vote',
        from,
        votes: votesToSend(i.votes ?? env.getState().stakingVotes.selectedVotes, whole),
      };
    }
    case 'rewards':
      return { op: 'rewards', from };
    case 'deactivate':
      return { op: 'deactivate', from, stakeAccount: i.stakeAccount };
    case 'withdraw':
      return i.stakeAccount
        ? { op: 'withdraw', from, stakeAccount: i.stakeAccount }
        : { op: 'withdraw', from };
  }
}

/** The operation as a transfer to review (fee, amount), before anything is signed. */
export async function previewStaking(env: FlowEnv, input: StakingInput): Promise<PreparedTransfer> {
  const wallet = walletOf(env.getState(), input.walletId);
  const coin = coinOf(wallet, input.coinId);
  const s = stakingAdapter(await env.adapters(coin.chain_name));
  return s.prepareStake(await requestOf(env, s, coin, input));
}

export async function sendStaking(
  env: FlowEnv,
  input: StakingInput & { prepared?: PreparedTransfer },
): Promise<SendResult> {
  env.dispatch(transferActions.setSubmitting(true));
  try {
    const wallet = walletOf(env.getState(), input.walletId);
    const coin = coinOf(wallet, input.coinId);
    const adapter = await env.adapters(coin.chain_name);
    let hash: string;
    let entry;
    try {
      const prepared = input.prepared ?? (await previewStaking(env, input));
      const sent = await submitPrepared(adapter, prepared, await env.signers(wallet.id, coin));
      hash = sent.hash;
      entry = sent.entry;
    } catch (e) {
      if (e instanceof WalletRuleError) throw e;
      const error = await reportSendFailure(env, coin, null, e);
      return { status: SEND_STATUS.noTransaction, hash: '', error };
    }
    if (!hash) {
      env.toast({ kind: 'error', title: SEND_TOASTS.somethingWrong });
      return { status: SEND_STATUS.noTransaction, hash: '', error: SEND_TOASTS.somethingWrong };
    }
    env.toast({ kind: 'progress', title: SEND_TOASTS.progress });
    recordPending(env, coin, { hash, date: (env.now ?? Date.now)(), ...(entry ? { entry } : {}) });
    const result = await settleSent(env, adapter, wallet.id, coin, hash, {
      successText: (input.kind === 'voteStaking' ? SUCCESS_TEXT.votes : SUCCESS_TEXT.staking)!,
    });
    await loadStaking(env, { walletId: wallet.id, coinId: coin._id }).catch(() => undefined);
    return result;
  } finally {
    env.dispatch(transferActions.setSubmitting(false));
  }
}
