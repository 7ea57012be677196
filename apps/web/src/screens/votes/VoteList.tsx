/**
 * Validators with their rates and votes, each with the vote stepper (− 5 / + 5) and a typed value;
 * the wallet's vote rules cap the total at the whole-number staking balance (a typed value that
 * would pass it is ignored, so the field shows the kept value again).
 */
import { useVoteInput } from '@kestrel/ui-state/useVoteInput';
import { rateText, type VoteListProps } from '@kestrel/ui-state/votes';
import { Button } from '../../ui/Button';
import styles from '../staking/Staking.module.css';

function VoteInput({ name, value, onType }: { name: string; value: number; onType: (text: string) => void }) {
  const { text, setText, done } = useVoteInput(value, onType);
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={`Votes for ${name}`}
      size={6}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={done}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
    />
  );
}

export function VoteList({ validators, selected, onStep, onType }: VoteListProps) {
  if (!validators.length) return <p className={styles.empty}>No validators are listed.</p>;
  return (
    <ul className={styles.list} data-testid="vote-validators">
      {validators.map((v) => {
        const label = v.name || v.address;
        const mine = selected[v.address] ?? 0;
        return (
          <li key={v.address} className={styles.row} data-testid="vote-validator">
            {v.image ? (
              <img className={styles.logo} src={v.image} alt="" width={32} height={32} loading="lazy" />
            ) : (
              <span className={styles.logo} aria-hidden="true" />
            )}
            <div className={styles.main}>
              <span className={styles.name}>{label}</span>
              <span className={styles.address} title={v.address}>
                {v.address}
              </span>
            </div>
            <div className={styles.figures}>
              <span className={styles.apy}>{rateText(v.annualizedRate)}</span>
              <span className={styles.muted}>{v.votes.toLocaleString('en-US')} votes</span>
            </div>
            <div className={styles.rowActions}>
              <Button
                variant="secondary"
                size="s"
                aria-label={`5 fewer votes for ${label}`}
                onClick={() => onStep(v.address, -1)}
              >
                −
              </Button>
              <VoteInput name={label} value={mine} onType={(t) => onType(v.address, t)} />
              <Button
                variant="secondary"
                size="s"
                aria-label={`5 more votes for ${label}`}
                onClick={() => onStep(v.address, 1)}
              >
                +
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
