/**
 * The staking screen's door to the wallet's staking flow (docs/wallet.md "Flows"): whether a
 * coin's chain stakes (its adapter's capabilities, never a family name), the validators and the
 * coin's stakes (the flow keeps the stakes on the coin), and each operation previewed as a
 * transfer to review, then sent exactly as reviewed with the send toasts.
 */
import type { PreparedTransfer, SendResult, StakingInput } from '@kestrel/wallet';
import { capabilityHook, coinHasCapability } from './coinCapability';
import { stakesOf, type StakeView, type ValidatorView } from './stakeView';
import { storedCoin, type TransferKit } from './transfer';

export * from './stakeView';

/** What a stake operation needs besides the coin. */
export type StakeOp =
  | { kind: 'createStaking'; validator: string; amount: bigint }
  | { kind: 'deactivate' | 'withdraw'; stakeAccount: string };

/** The stakes of a wallet coin as the store holds them now. */
export function coinStakes(kit: TransferKit, coinId: string): StakeView[] {
  return stakesOf(storedCoin(kit, coinId)?.staking);
}

/**
 * Whether this wallet coin can be staked: the chain's own coin of a chain whose adapter stakes
 * with stake accounts (a chain with votes stakes for resources on its own screen).
 */
export function canStake(coinId: string): Promise<boolean> {
  return coinHasCapability(coinId, (c) => c.staking && !c.votes);
}

/** Whether the coin screen offers Staking for this coin (false until known). */
export const useCanStake = capabilityHook(canStake);

/** Validators (with APY and activated stake); the coin's stakes land on the coin in the store. */
export async function loadValidators(kit: TransferKit, coinId: string): Promise<ValidatorView[]> {
  const view = await kit.mod.loadStaking(kit.env, { coinId });
  return view.validators.map((v) => ({
    validatorAddress: v.validatorAddress,
    name: v.name,
    image: v.image,
    apy: v.apy_estimate,
    activatedStake: v.activated_stake,
  }));
}

function inputOf(coinId: string, op: StakeOp): StakingInput {
  return op.kind === 'createStaking'
    ? { coinId, kind: op.kind, validator: op.validator, amount: op.amount.toString() }
    : { coinId, kind: op.kind, stakeAccount: op.stakeAccount };
}

/** The operation as the transfer to review (amount after the max rule, fee); nothing is signed. */
export function previewStake(kit: TransferKit, coinId: string, op: StakeOp): Promise<PreparedTransfer> {
  return kit.mod.previewStaking(kit.env, inputOf(coinId, op));
}

/** Signs and sends exactly the reviewed transfer; the flow shows the send toasts and reloads the stakes. */
export function sendStake(
  kit: TransferKit,
  coinId: string,
  op: StakeOp,
  reviewed: PreparedTransfer,
): Promise<SendResult> {
  return kit.mod.sendStaking(kit.env, { ...inputOf(coinId, op), prepared: reviewed });
}
