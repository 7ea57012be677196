/**
 * A coin amount, or "unavailable" when there is no reading (never a made-up zero), or hidden
 * dots in privacy mode.
 */
import { displayUnits } from '../lib/amount';
import styles from './Amount.module.css';

export interface AmountProps {
  /** Smallest unit as text; undefined when no balance has been read. */
  value: string | undefined;
  decimals: number;
  symbol: string;
  hidden: boolean;
}

export function Amount({ value, decimals, symbol, hidden }: AmountProps) {
  if (hidden) {
    return (
      <span className={styles.hidden} data-testid="amount">
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">Amount hidden</span>
      </span>
    );
  }
  const text = value === undefined ? null : displayUnits(value, decimals);
  if (text === null) {
    return (
      <span className={styles.unavailable} data-testid="amount">
        unavailable
      </span>
    );
  }
  return (
    <span className={styles.amount} data-testid="amount">
      {text} {symbol}
    </span>
  );
}
