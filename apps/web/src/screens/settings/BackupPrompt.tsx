/** Home's reminder for a wallet that is not backed up, until the backup check is passed. */
import { Link } from 'react-router';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { Notice } from '../../ui/Notice';
import styles from './Secrets.module.css';

export function BackupPrompt() {
  const wallet = useCurrentWallet();
  if (!wallet || wallet.isBackedup || wallet.isImportWalletWithPrivateKey) return null;
  return (
    <div className={styles.prompt} data-testid="backup-prompt">
      <Notice kind="warning">
        <p>
          <strong>{wallet.walletName} is not backed up.</strong> Write down its recovery phrase so you can
          restore it. <Link to="/settings#backup">Back up now</Link>
        </p>
      </Notice>
    </div>
  );
}
