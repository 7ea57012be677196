/**
 * Home's one Send and one Receive (issue 12: not on every row) ask which coin first: the wallet's
 * coins, locally running ones first on the devnet, each with its balance (plain text: nothing
 * focusable inside a button).
 */
import type { CoinView } from '@kestrel/ui-state/types';
import { localFirst, useLocalChains } from '@kestrel/ui-state/localChains';
import { Amount } from '../../ui/Amount';
import { Dialog } from '../../ui/Dialog';
import styles from './Home.module.css';

export type PickPurpose = 'send' | 'receive';

const TITLES: Record<PickPurpose, string> = {
  send: 'Send which coin?',
  receive: 'Receive which coin?',
};

export function CoinPickerDialog({
  purpose,
  coins,
  hidden,
  onPick,
  onClose,
}: {
  purpose: PickPurpose | null;
  coins: readonly CoinView[];
  hidden: boolean;
  onPick: (coin: CoinView, purpose: PickPurpose) => void;
  onClose: () => void;
}) {
  const local = useLocalChains(coins.map((c) => c.chain_name));
  return (
    <Dialog open={purpose !== null} title={purpose ? TITLES[purpose] : ''} onClose={onClose}>
      <ul className={styles.pickList}>
        {localFirst(coins, local).map((c) => (
          <li key={c._id}>
            {/* Named by the coin alone; the balance describes it. */}
            <button
              type="button"
              className={styles.pickItem}
              aria-labelledby={`pick-${c._id}`}
              aria-describedby={`pick-${c._id}-balance`}
              onClick={() => purpose && onPick(c, purpose)}
            >
              <span id={`pick-${c._id}`} className={styles.pickName}>
                {c.name}
              </span>
              <span id={`pick-${c._id}-balance`} className={styles.pickBalance}>
                <Amount value={c.totalBalance} decimals={c.decimal} symbol={c.symbol} hidden={hidden} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
