/**
 * A coin's balance as the wallet knows it: the amount in coin units, its value in the local
 * currency (2 decimals), and its freshness. A stale amount says when it was last read, with the
 * read error on hover and focus; a coin never read says "unavailable" (never a plain zero).
 * Privacy mode hides the amounts, not the freshness.
 */
import { useId } from 'react';
import { formatFiat, timeAgo } from '@kestrel/ui-state/format';
import type { CoinView } from '@kestrel/ui-state/types';
import { Amount } from '../../ui/Amount';
import styles from './Coin.module.css';

export function FiatText({
  value,
  currency,
  hidden,
  className,
}: {
  value: string | null | undefined;
  currency: string;
  hidden: boolean;
  className?: string;
}) {
  if (value === null || value === undefined) return null;
  const text = formatFiat(value);
  if (text === null) return null;
  return (
    <span className={className ?? styles.fiat} data-testid="fiat">
      {hidden ? (
        <>
          <span aria-hidden="true">••••</span>
          <span className="visually-hidden">Value hidden</span>
        </>
      ) : (
        `${text} ${currency}`
      )}
    </span>
  );
}

/** "stale · last read 2 min ago" or "unavailable", with the read error as a tooltip. */
export function FreshnessBadge({ coin, now }: { coin: CoinView; now: number }) {
  const id = useId();
  const s = coin.balanceState;
  if (!s || s.state === 'fresh') return null;
  const label =
    s.state === 'stale'
      ? `stale · last read ${s.asOf !== undefined ? timeAgo(s.asOf, now) : 'earlier'}`
      : 'unavailable';
  return (
    <span
      className={`${styles.state} ${s.state === 'stale' ? styles.stale : styles.unavailable}`}
      tabIndex={0}
      aria-describedby={s.error ? id : undefined}
      data-testid="balance-state"
      data-state={s.state}
    >
      {label}
      {s.error ? (
        <span role="tooltip" id={id} className={styles.tip}>
          {s.error}
        </span>
      ) : null}
    </span>
  );
}

export function BalanceView({
  coin,
  currency,
  hidden,
  now,
  align = 'start',
  amountClassName,
}: {
  coin: CoinView;
  currency: string;
  hidden: boolean;
  now: number;
  align?: 'start' | 'end';
  amountClassName?: string;
}) {
  const unavailable = coin.balanceState?.state === 'unavailable' || coin.totalBalance === undefined;
  return (
    <span
      className={`${styles.balance} ${align === 'end' ? styles.end : ''}`}
      data-testid="balance"
      data-coin={coin._id}
    >
      {/* Privacy mode shows dots for every coin, read or not. */}
      {unavailable && coin.balanceState && !hidden ? null : (
        <span className={amountClassName}>
          <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
        </span>
      )}
      {unavailable ? null : <FiatText value={coin.fiatValue} currency={currency} hidden={hidden} />}
      <FreshnessBadge coin={coin} now={now} />
    </span>
  );
}
