/** Home's way into the batch view, with the number of transfers waiting in the wallet's batch. */
import { Link } from 'react-router';
import { useCoreState } from '@kestrel/ui-state/manage';
import styles from './Batch.module.css';

export function BatchEntry() {
  const count =
    useCoreState((s) => {
      const id = s.wallets.allWallets[s.wallets.currentWalletIndex]?.id;
      return id ? (s.batch.transactions[id]?.length ?? 0) : 0;
    }) ?? 0;
  return (
    <p className={styles.entry}>
      <Link to="/home/batch" className={styles.entryLink}>
        Batch transfers{count ? ` (${count})` : ''}
      </Link>
    </p>
  );
}
