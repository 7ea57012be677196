/**
 * Staking (spec §4 stake flow: create, deactivate, withdraw) for chains whose adapter stakes:
 * the validators list and the owner's stakes on the coin, and each operation as a prepared
 * transfer sent through the one send pipeline with the send flow's toasts and status codes.
 * Chains without staking answer 'chain not supported'.
 */
import type { ChainAdapter, PreparedTransfer, StakeEntry, StakeRequest, Validator } from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { transferActions } from '../store/slices/transfer';
import { walletsActions } from '../store/slices/wallets';
import type { FlowEnv } from './flowEnv';
import { recordPending } from './pendingStore';
import { reportSendFailure } from './sendErrors';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { submitPrepared } from './submitTransfer';
import { SEND_TOASTS, SUCCESS_TEXT } from './toasts';
import { coinOf, walletOf } from './walletOf';

/** A stake entry as the store keeps it (amounts as text). */
export interface StoredStake extends Omit<StakeEntry, 'amount'> {
  amount: string;
}

export interface StakingView {
  validators: Validator[];
  stakes: StakeEntry[];
}

function stakingAdapter(
  adapter: ChainAdapter,
): Required<Pick<ChainAdapter, 'validators' | 'stakes' | 'prepareStake'>> {
  const { validators, stakes, prepareStake } = adapter;
  if (!adapter.capabilities.staking || !validators || !stakes || !prepareStake)
    throw new WalletRuleError(MESSAGES.chainNotSupported);
  return {
    validators: validators.bind(adapter),
    stakes: stakes.bind(adapter),
    prepareStake: prepareStake.bind(adapter),
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
  const [validators, stakes] = await Promise.all([s.validators(), s.stakes(coin.address)]);
  const staked = stakes.filter((e) => e.status === 'stake').reduce((t, e) => t + e.amount, 0n);
  env.dispatch(
    walletsActions.updateWalletCoins({
      walletId: wallet.id,
      updates: [
        {
          coinId: coin._id,
          changes: {
            stakingBalance: staked.toString(),
            staking: stakes.map((e): StoredStake => ({ ...e, amount: e.amount.toString() })),
          },
        },
      ],
    }),
  );
  return { validators, stakes };
}

export type StakingInput =
  | { walletId?: string; coinId: string; kind: 'createStaking'; validator: string; amount: string }
  | { walletId?: string; coinId: string; kind: 'deactivate' | 'withdraw'; stakeAccount: string };

function requestOf(from: string, i: StakingInput): StakeRequest {
  if (i.kind === 'createStaking') {
    if (!/^\d+$/.test(i.amount) || BigInt(i.amount) === 0n)
      throw new WalletRuleError('The amount must be above zero');
    return { op: 'create', from, validator: i.validator, amount: BigInt(i.amount) };
  }
  return { op: i.kind, from, stakeAccount: i.stakeAccount };
}

/** The operation as a transfer to review (fee, amount), before anything is signed. */
export async function previewStaking(env: FlowEnv, input: StakingInput): Promise<PreparedTransfer> {
  const wallet = walletOf(env.getState(), input.walletId);
  const coin = coinOf(wallet, input.coinId);
  const s = stakingAdapter(await env.adapters(coin.chain_name));
  return s.prepareStake(requestOf(coin.address, input));
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
      successText: SUCCESS_TEXT.staking!,
    });
    await loadStaking(env, { walletId: wallet.id, coinId: coin._id }).catch(() => undefined);
    return result;
  } finally {
    env.dispatch(transferActions.setSubmitting(false));
  }
}
