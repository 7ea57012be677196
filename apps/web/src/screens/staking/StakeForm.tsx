/**
 * The Stake form: a validator (with its APY) and an amount in coin or fiat with Max. Review asks
 * the wallet to prepare the stake (amount after the max rule, fee) and hands it to the review
 * dialog; nothing is signed here. Max fills in what the max rule leaves (balance − fee − reserve).
 */
import { useState } from 'react';
import { formatUnits } from '@kestrel/wallet';
import { previewStake, type ValidatorView } from '@kestrel/ui-state/staking';
import { errorText, type SendCoinView, type TransferKit } from '@kestrel/ui-state/transfer';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { AmountField, type AmountUnit } from '../send/AmountField';
import { fiatOfUnits, parseAmount, unitsFromFiat } from '@kestrel/ui-state/amountInput';
import sendStyles from '../send/Send.module.css';
import type { StakeReview } from './StakeReviewDialog';
import { apyText } from './StakingLists';
import styles from './Staking.module.css';

export function StakeForm({
  kit,
  coin,
  validators,
  currency,
  onReview,
}: {
  kit: TransferKit;
  coin: SendCoinView;
  validators: readonly ValidatorView[];
  currency: string;
  onReview: (r: StakeReview) => void;
}) {
  const [validator, setValidator] = useState(validators[0]?.validatorAddress ?? '');
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('coin');
  const [maxBusy, setMaxBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decimals = coin.decimal;
  const chosen = validators.find((v) => v.validatorAddress === validator) ?? null;
  const parsed =
    unit === 'coin'
      ? parseAmount(amountText, decimals)
      : unitsFromFiat(amountText, decimals, coin.currencyRate ?? '');
  const amountError = !amountText.trim() || parsed.ok ? null : parsed.reason;
  const converted = !parsed.ok
    ? null
    : unit === 'coin'
      ? coin.currencyRate
        ? `≈ ${fiatOfUnits(parsed.units, decimals, coin.currencyRate)} ${currency}`
        : null
      : `≈ ${formatUnits(parsed.units, decimals)} ${coin.symbol}`;

  const show = (units: bigint, u: AmountUnit) =>
    u === 'fiat' ? (fiatOfUnits(units, decimals, coin.currencyRate) ?? '') : formatUnits(units, decimals);

  const onUnit = (u: AmountUnit) => {
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
      if (p.amount === 0n) setError('Your balance does not cover the network fee: nothing can be staked.');
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
      if (prepared.amount === 0n)
        setError('Your balance does not cover the network fee: nothing can be staked.');
      else onReview({ op, prepared, validatorName: chosen.name });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <form
      className={sendStyles.form}
      noValidate
      aria-label={`Stake ${coin.symbol}`}
      onSubmit={(e) => {
        e.preventDefault();
        void review();
      }}
    >
      <Select
        label="Validator"
        value={validator}
        onChange={(e) => setValidator(e.target.value)}
        options={validators.map((v) => ({
          value: v.validatorAddress,
          label: `${v.name} · ${apyText(v.apy)}`,
        }))}
      />
      <AmountField
        symbol={coin.symbol}
        currency={currency}
        unit={unit}
        onUnit={onUnit}
        canFiat={!!coin.currencyRate}
        value={amountText}
        onChange={setAmountText}
        error={amountError}
        converted={converted}
        onMax={() => void onMax()}
        maxBusy={maxBusy || coin.totalBalance === undefined || !chosen}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={preparing} disabled={!chosen || !parsed.ok}>
          Review
        </Button>
      </div>
    </form>
  );
}
