/**
 * The Stake form, rendered from ui-state's useStakeForm: a validator (with its APY) and an amount
 * in coin or fiat with Max. Review asks the wallet to prepare the stake (amount after the max
 * rule, fee) and hands it to the review dialog; nothing is signed here. Max fills in what the max
 * rule leaves (balance − fee − reserve).
 */
import { apyText, type ValidatorView } from '@kestrel/ui-state/staking';
import { useStakeForm, type StakeFormInput } from '@kestrel/ui-state/useStakeForm';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { AmountField } from '../send/AmountField';
import sendStyles from '../send/Send.module.css';
import styles from './Staking.module.css';

export function StakeForm({
  validators,
  onChoose,
  ...input
}: StakeFormInput & {
  validators: readonly ValidatorView[];
  onChoose: (address: string) => void;
}) {
  const { coin, chosen, currency } = input;
  const f = useStakeForm(input);
  return (
    <form
      className={sendStyles.form}
      noValidate
      aria-label={`Stake ${coin.symbol}`}
      onSubmit={(e) => {
        e.preventDefault();
        void f.review();
      }}
    >
      <Select
        label="Validator"
        value={chosen?.validatorAddress ?? ''}
        onChange={(e) => onChoose(e.target.value)}
        options={validators.map((v) => ({
          value: v.validatorAddress,
          label: `${v.name} · ${apyText(v.apy)}`,
        }))}
      />
      <AmountField
        symbol={coin.symbol}
        currency={currency}
        unit={f.unit}
        onUnit={f.onUnit}
        canFiat={!!coin.currencyRate}
        value={f.amountText}
        onChange={f.setAmountText}
        error={f.amountError}
        converted={f.converted}
        onMax={() => void f.onMax()}
        maxBusy={f.maxBusy || f.maxDisabled}
      />
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={f.preparing} disabled={!f.canReview}>
          Review
        </Button>
      </div>
    </form>
  );
}
