/**
 * Home (/home): the current wallet, its coins with addresses and balances (each row opens its coin),
 * one Send and one Receive on the balance card (the coin is picked next), privacy.
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import type { CoinView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { PortfolioTotal } from '../coin/PortfolioTotal';
import { AddCoinsLink, HomeSearch } from '../catalogue/HomeSearch';
import { NewsNotice } from '../catalogue/NewsNotice';
import { AutoLockPrompt } from '../settings/AutoLockPrompt';
import { BackupPrompt } from '../settings/BackupPrompt';
import { useCoreState } from '@kestrel/ui-state/manage';
import { BatchEntry } from '../batch/BatchEntry';
import { sendPath } from '../send/SendButton';
import { CoinList } from './CoinList';
import { CoinPickerDialog, type PickPurpose } from './CoinPickerDialog';
import styles from './Home.module.css';
import { ReceiveDialog } from './ReceiveDialog';
import { WalletSwitcher } from './WalletSwitcher';

export default function Home() {
  const wallet = useCurrentWallet();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [receiving, setReceiving] = useState<CoinView | null>(null);
  const [picking, setPicking] = useState<PickPurpose | null>(null);
  const navigate = useNavigate();
  const searchInHome = useCoreState((s) => s.settings.searchInHomeScreen) ?? false;
  // An unlocked vault without wallets (a first run cut short): offer create or import.
  if (!wallet) return <Navigate to="/welcome" replace />;
  const hidden = wallet.privacyMode;

  return (
    <>
      <h1 className="visually-hidden">Home</h1>
      <div className={styles.walletBar}>
        <button
          type="button"
          className={styles.walletButton}
          onClick={() => setSwitcherOpen(true)}
          aria-haspopup="dialog"
        >
          <span className={styles.walletAvatar} aria-hidden="true">
            {wallet.walletName.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.walletText}>
            <span className={styles.walletCaption}>Wallet</span>
            <span className={styles.walletName}>{wallet.walletName}</span>
          </span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">switch wallet</span>
        </button>
        <Button
          variant="ghost"
          size="s"
          aria-pressed={hidden}
          onClick={() => void session.togglePrivacyMode()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {hidden ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" /> : null}
          </svg>
          <span className={styles.privacyLabel}>{hidden ? 'Show amounts' : 'Hide amounts'}</span>
        </Button>
      </div>

      <NewsNotice />
      <BackupPrompt />
      <AutoLockPrompt />

      <PortfolioTotal
        wallet={wallet}
        hidden={hidden}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPicking('send')} disabled={!wallet.coins.length}>
              Send
            </Button>
            <Button variant="secondary" onClick={() => setPicking('receive')} disabled={!wallet.coins.length}>
              Receive
            </Button>
          </>
        }
      />

      {searchInHome ? <HomeSearch /> : null}
      <CoinList coins={wallet.coins} hidden={hidden} />
      <AddCoinsLink />
      <BatchEntry />

      <WalletSwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
      <CoinPickerDialog
        purpose={picking}
        coins={wallet.coins}
        hidden={hidden}
        onClose={() => setPicking(null)}
        onPick={(coin, purpose) => {
          setPicking(null);
          if (purpose === 'send') void navigate(sendPath(coin._id));
          else setReceiving(coin);
        }}
      />
      <ReceiveDialog coin={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
