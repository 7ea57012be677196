/**
 * The amount, typed in coin units or in fiat (a toggle, available when a price is known), with
 * Max. The converted value is shown under it (hidden in privacy mode), and the field's own note
 * when the max rule reduced the amount (what will be sent, and why), read out with the field.
 */
import { useId } from 'react';
import { TextField } from '../../ui/TextField';
import styles from './Send.module.css';
import type { AmountFieldProps, SendAmountUnit } from '@kestrel/ui-state/useSendForm';

export type AmountUnit = SendAmountUnit;

export function AmountField({
  symbol,
  currency,
  unit,
  onUnit,
  canFiat,
  value,
  onChange,
  error,
  converted,
  note,
  onMax,
  maxBusy,
}: AmountFieldProps) {
  const noteId = useId();
  return (
    <>
      <div className={styles.amountRow}>
        <TextField
          label={`Amount (${unit === 'coin' ? symbol : currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          error={error}
          placeholder="0.00"
          onChange={(e) => onChange(e.target.value)}
          describedBy={note ? noteId : undefined}
        />
        <div className={styles.amountTools}>
          <div className={styles.units} role="group" aria-label="Amount unit">
            <button type="button" aria-pressed={unit === 'coin'} onClick={() => onUnit('coin')}>
              {symbol}
            </button>
            <button
              type="button"
              aria-pressed={unit === 'fiat'}
              disabled={!canFiat}
              title={canFiat ? undefined : 'No price is known for this coin'}
              onClick={() => onUnit('fiat')}
            >
              {currency}
            </button>
          </div>
          <button
            type="button"
            className={styles.max}
            onClick={onMax}
            disabled={maxBusy}
            aria-busy={maxBusy || undefined}
          >
            Max
          </button>
        </div>
      </div>
      <p className={styles.amountHint} aria-live="polite">
        {converted ?? '\u00a0'}
      </p>
      {note ? (
        <p id={noteId} className={styles.maxNote} data-testid="max-reason" aria-live="polite">
          {note}
        </p>
      ) : null}
    </>
  );
}
