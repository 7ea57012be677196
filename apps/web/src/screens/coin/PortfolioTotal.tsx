/**
 * Home's total: the sum of the coins' values in the local currency (2 decimals, exact), with a
 * refresh button. Home reads every coin's balance on unlock, on a network change, on Refresh
 * and every 30 s while the page is visible. Devnet prices are demo prices and say so.
 */
import type { ReactNode } from 'react';
import { refreshBalances } from '@kestrel/ui-state/balances';
import { DEMO_PRICES_TEXT, portfolioTotalView } from '@kestrel/ui-state/balanceView';
import { useSession } from '@kestrel/ui-state/hooks';
import { useAutoRefresh } from '@kestrel/ui-state/useAutoRefresh';
import type { WalletView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import homeStyles from '../home/Home.module.css';
import { FiatText } from './BalanceView';
import styles from './Coin.module.css';

export function PortfolioTotal({
  wallet,
  hidden,
  actions,
}: {
  wallet: WalletView;
  hidden: boolean;
  /** Home's one Send and one Receive. */
  actions?: ReactNode;
}) {
  const { settings, network } = useSession();
  const { refreshing, error, refresh } = useAutoRefresh(() => refreshBalances(), `${network}:${wallet.id}`);
  const view = portfolioTotalView(wallet, {
    currency: settings.localCurrency,
    hidden,
    network,
    refreshError: error,
  });
  return (
    <Card className={homeStyles.total} aria-labelledby="total-title">
      <div className={styles.listHeader}>
        <h2 id="total-title" className={homeStyles.totalTitle}>
          {view.title}
        </h2>
        {view.demoPrices ? (
          <span className={styles.demo} data-testid="demo-prices">
            {DEMO_PRICES_TEXT}
          </span>
        ) : null}
      </div>
      <p className={homeStyles.totalValue} data-testid="total" aria-live="polite">
        {view.sum !== null ? (
          <FiatText value={view.sum} currency={settings.localCurrency} hidden={hidden} className="" />
        ) : (
          <span>{view.placeholder}</span>
        )}
      </p>
      <div className={styles.listHeader}>
        <p className={homeStyles.totalNote}>{view.note}</p>
        <Button
          variant="secondary"
          size="s"
          busy={refreshing}
          onClick={refresh}
          aria-label="Refresh balances"
        >
          Refresh
        </Button>
      </div>
      {actions ? <div className={homeStyles.totalActions}>{actions}</div> : null}
    </Card>
  );
}
