/**
 * An amount shown to its meaningful digits (a fee of 0.000116671728374042 ETH reads 0.0001167
 * ETH), with the exact value one click away: the toggle shows every digit. `data-exact` always
 * holds the exact text.
 */
import { useState } from 'react';
import { displayUnits, meaningfulUnits } from '@kestrel/ui-state/amount';
import styles from './Amount.module.css';

export function RoundedAmount({
  units,
  decimals,
  symbol,
  testId,
}: {
  units: bigint;
  decimals: number;
  symbol: string;
  testId?: string;
}) {
  const [exact, setExact] = useState(false);
  const full = `${displayUnits(units, decimals, decimals) ?? units.toString()} ${symbol}`;
  const short = `${meaningfulUnits(units, decimals)} ${symbol}`;
  const rounded = short !== full;
  return (
    <span data-testid={testId} data-exact={full}>
      {rounded && !exact ? `≈ ${short}` : full}
      {rounded ? (
        <button
          type="button"
          className={styles.exactToggle}
          aria-pressed={exact}
          onClick={() => setExact(!exact)}
        >
          {exact ? 'rounded' : 'exact'}
        </button>
      ) : null}
    </span>
  );
}
