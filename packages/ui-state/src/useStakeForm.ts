/**
 * The Stake form's state for both shells: an amount in coin (or, where the shell offers it, in
 * fiat) for the chosen validator, Max (what the wallet's max rule leaves once the fee and the
 * reserve are kept back), and Review: the wallet prepares the stake (previewStake) and the form
 * hands it to the screen's review; nothing is signed here.
 */
import { useState } from 'react';
import { formatUnits } from '@kestrel/wallet';
import { fiatOfUnits, parseAmount, unitsFromFiat } from './amountInput';
import type { StakeReview } from './stakeReview';
import { previewStake, type ValidatorView } from './staking';
import { errorText, type SendCoinView, type TransferKit } from './transfer';

/** Refusal when the balance leaves nothing once the fee is kept back. */
export const NOTHING_TO_STAKE = 'Your balance does not cover the network fee: nothing can be staked.';

export type StakeAmountUnit = 'coin' | 'fiat';

/** What the form needs (each shell's form component takes it too). */
export interface StakeFormInput {
  kit: TransferKit;
  coin: SendCoinView;
  /** The validator to stake to (chosen on the screen). */
  chosen: ValidatorView | null;
  currency: string;
  onReview: (r: StakeReview) => void;
}

export function useStakeForm({ kit, coin, chosen, currency, onReview }: StakeFormInput) {
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<StakeAmountUnit>('coin');
  const [maxBusy, setMaxBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decimals = coin.decimal;
  const parsed =
    unit === 'coin'
      ? parseAmount(amountText, decimals)
      : unitsFromFiat(amountText, decimals, coin.currencyRate ?? '');
  const converted = !parsed.ok
    ? null
    : unit === 'coin'
      ? coin.currencyRate
        ? `≈ ${fiatOfUnits(parsed.units, decimals, coin.currencyRate)} ${currency}`
        : null
      : `≈ ${formatUnits(parsed.units, decimals)} ${coin.symbol}`;

  const show = (units: bigint, u: StakeAmountUnit) =>
    u === 'fiat' ? (fiatOfUnits(units, decimals, coin.currencyRate) ?? '') : formatUnits(units, decimals);

  /** Switches coin ↔ fiat, converting what is typed. */
  const onUnit = (u: StakeAmountUnit) => {
    if (u === unit) return;
    if (parsed.ok && amountText.trim()) setAmountText(show(parsed.units, u));
    setUnit(u);
  };

  const onMax = async () => {
    if (coin.totalBalance === undefined || !chosen) return;
    setMaxBusy(true);
    setError(null);
    try {
      // The wallet's max rule says what can be staked once the fee and the reserve are kept back.
      const p = await previewStake(kit, coin._id, {
        kind: 'createStaking',
        validator: chosen.validatorAddress,
        amount: BigInt(coin.totalBalance),
      });
      if (p.amount === 0n) setError(NOTHING_TO_STAKE);
      else setAmountText(show(p.amount, unit));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setMaxBusy(false);
    }
  };

  const review = async () => {
    if (!chosen || !parsed.ok) return;
    setPreparing(true);
    setError(null);
    const op = { kind: 'createStaking' as const, validator: chosen.validatorAddress, amount: parsed.units };
    try {
      const prepared = await previewStake(kit, coin._id, op);
      if (prepared.amount === 0n) setError(NOTHING_TO_STAKE);
      else onReview({ op, prepared, validatorName: chosen.name });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPreparing(false);
    }
  };

  return {
    amountText,
    setAmountText,
    unit,
    onUnit,
    /** The typed amount's refusal (none while the field is empty). */
    amountError: !amountText.trim() || parsed.ok ? null : parsed.reason,
    /** The amount in the other unit: "≈ 187.50 USD" or "≈ 1.25 SOL". */
    converted,
    maxBusy,
    maxDisabled: coin.totalBalance === undefined || !chosen,
    onMax,
    preparing,
    canReview: !!chosen && parsed.ok,
    review,
    error,
  };
}
