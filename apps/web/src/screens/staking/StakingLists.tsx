/**
 * The two lists of the staking screen: validators (name, image, APY, activated stake; searched by
 * name or address, 50 at a time: ui-state validatorSearch) and the
 * person's stakes (amount, validator, status) with Deactivate or Withdraw where the stake's
 * state allows it (each button described by its stake account, for screen readers).
 */
import { displayUnits } from '@kestrel/ui-state/amount';
import {
  apyText,
  stakeRowActions,
  stakeStatusLabel,
  stakeValidatorLabel,
  type StakeListProps,
  type ValidatorView,
} from '@kestrel/ui-state/staking';
import { useValidatorSearch } from '@kestrel/ui-state/validatorSearch';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './Staking.module.css';

export function ValidatorList({
  validators,
  symbol,
  decimals,
}: {
  validators: readonly ValidatorView[];
  symbol: string;
  decimals: number;
}) {
  const search = useValidatorSearch(validators);
  if (!validators.length) return <p className={styles.empty}>{search.emptyText}</p>;
  return (
    <>
      <TextField
        label="Search validators"
        hint={`${search.matchCount} of ${validators.length} validators`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Name or address"
        value={search.query}
        onChange={(e) => search.setQuery(e.target.value)}
      />
      {search.rows.length ? (
        <ul className={styles.list} data-testid="validators">
          {search.rows.map((v) => (
            <li key={v.validatorAddress} className={styles.row}>
              {v.image ? (
                <img className={styles.logo} src={v.image} alt="" width={32} height={32} loading="lazy" />
              ) : (
                <span className={styles.logo} aria-hidden="true" />
              )}
              <div className={styles.main}>
                <span className={styles.name}>{v.name}</span>
                <span className={styles.address} title={v.validatorAddress}>
                  {v.validatorAddress}
                </span>
              </div>
              <div className={styles.figures}>
                <span className={styles.apy}>{apyText(v.apy)}</span>
                <span className={styles.muted}>
                  {displayUnits(v.activatedStake, decimals, 2)} {symbol} staked
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{search.emptyText}</p>
      )}
      {search.moreText ? (
        <Button variant="secondary" onClick={search.showMore}>
          {search.moreText}
        </Button>
      ) : null}
    </>
  );
}

export function StakeList({ stakes, validators, symbol, decimals, hidden, busy, onAction }: StakeListProps) {
  if (!stakes.length) return <p className={styles.empty}>You have no stakes yet.</p>;
  return (
    <ul className={styles.list} data-testid="stakes">
      {stakes.map((s) => {
        const validator = stakeValidatorLabel(s, validators);
        return (
          <li key={s.stakingAddress} className={styles.row} data-testid="stake" data-state={s.state}>
            <div className={styles.main}>
              <span className={styles.name}>
                <Amount value={s.amount.toString()} decimals={decimals} symbol={symbol} hidden={hidden} />
              </span>
              <span className={styles.muted}>Validator: {validator}</span>
              <span className={styles.address} title={s.stakingAddress} id={`stake-${s.stakingAddress}`}>
                {s.stakingAddress}
              </span>
            </div>
            <span className={`${styles.status} ${styles[s.state]}`} data-testid="stake-status">
              {stakeStatusLabel(s.state)}
            </span>
            <div className={styles.rowActions}>
              {stakeRowActions(s.state).map((a) => (
                <Button
                  key={a.kind}
                  variant="secondary"
                  size="s"
                  busy={busy === s.stakingAddress}
                  disabled={busy !== null}
                  aria-describedby={`stake-${s.stakingAddress}`}
                  onClick={() => onAction(s, a.kind)}
                >
                  {a.label}
                </Button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
