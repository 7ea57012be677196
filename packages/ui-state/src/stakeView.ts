/**
 * Stakes and validators as the staking screen shows them: the status a person reads for each
 * activation state, which operations a state allows, and the stakes the wallet keeps on a coin
 * (amounts as text) read back as bigint. No wallet module here: pure and unit-tested.
 */

export interface ValidatorView {
  validatorAddress: string;
  name: string;
  image: string;
  /** Percent per year, or null when the list does not say. */
  apy: number | null;
  activatedStake: bigint;
}

export type StakeStateName = 'activating' | 'active' | 'deactivating' | 'inactive';

export interface StakeView {
  stakingAddress: string;
  amount: bigint;
  validatorAddress: string | null;
  validatorName: string | null;
  state: StakeStateName;
}

const STATE_LABELS: Record<StakeStateName, string> = {
  activating: 'Pending',
  active: 'Staked',
  deactivating: 'Deactivating',
  inactive: 'Inactive',
};

/** The status a person reads: pending while activating, staked, deactivating, inactive. */
export function stakeStatusLabel(state: StakeStateName): string {
  return STATE_LABELS[state];
}

/** Which operations a stake allows now: deactivate while it earns or warms up, withdraw once inactive. */
export function stakeActions(state: StakeStateName): { deactivate: boolean; withdraw: boolean } {
  return {
    deactivate: state === 'activating' || state === 'active',
    withdraw: state === 'inactive',
  };
}

function isState(v: unknown): v is StakeStateName {
  return typeof v === 'string' && v in STATE_LABELS;
}

/** The stakes the wallet keeps on a coin (amounts as text), read defensively: a bad row is skipped. */
export function stakesOf(stored: unknown): StakeView[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((e): StakeView[] => {
    if (typeof e !== 'object' || e === null) return [];
    const r = e as Record<string, unknown>;
    if (typeof r.staking_address !== 'string' || typeof r.amount !== 'string' || !/^\d+$/.test(r.amount))
      return [];
    const state = isState(r.state) ? r.state : r.status === 'pending' ? 'activating' : 'active';
    const info = r.validatorInfo as { name?: unknown } | null | undefined;
    return [
      {
        stakingAddress: r.staking_address,
        amount: BigInt(r.amount),
        validatorAddress: typeof r.validator_address === 'string' ? r.validator_address : null,
        validatorName: info && typeof info.name === 'string' ? info.name : null,
        state,
      },
    ];
  });
}

/** "7.25 % APY", or "APY unknown" when the list does not say. */
export function apyText(apy: number | null): string {
  return apy === null || !Number.isFinite(apy) ? 'APY unknown' : `${apy.toFixed(2)} % APY`;
}

/** Who a stake is delegated to: its own validator name, the listed one's, the address, or none. */
export function stakeValidatorLabel(s: StakeView, validators: readonly ValidatorView[]): string {
  return (
    s.validatorName ??
    validators.find((v) => v.validatorAddress === s.validatorAddress)?.name ??
    s.validatorAddress ??
    'Not delegated'
  );
}

/** The buttons a stake's row offers now, with their labels (stakeActions). */
export function stakeRowActions(
  state: StakeStateName,
): { kind: 'deactivate' | 'withdraw'; label: 'Deactivate' | 'Withdraw' }[] {
  const a = stakeActions(state);
  return [
    ...(a.deactivate ? [{ kind: 'deactivate' as const, label: 'Deactivate' as const }] : []),
    ...(a.withdraw ? [{ kind: 'withdraw' as const, label: 'Withdraw' as const }] : []),
  ];
}

/** What each shell's list of stakes takes. */
export interface StakeListProps {
  stakes: readonly StakeView[];
  validators: readonly ValidatorView[];
  symbol: string;
  decimals: number;
  hidden: boolean;
  /** The stake account whose review is being prepared. */
  busy: string | null;
  onAction: (stake: StakeView, kind: 'deactivate' | 'withdraw') => void;
}
