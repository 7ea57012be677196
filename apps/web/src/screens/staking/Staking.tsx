/**
 * Staking (/home/staking/:coinId), reached from the coin screen of a chain whose adapter stakes,
 * rendered from ui-state's useStakeScreen: the validators with their APY and activated stake, the
 * person's stakes with their status, a Stake form, and Deactivate / Withdraw per stake. Every
 * operation is reviewed first (amount, fee in coin and fiat, total) and then sent exactly as
 * reviewed; the flow shows the toasts and reloads the stakes, and the screen stays.
 */
import { useParams } from 'react-router';
import { useStakeScreen } from '@kestrel/ui-state/useStakeScreen';
import { Amount } from '../../ui/Amount';
import { Card } from '../../ui/Card';
import { CoinScreenHeader, coinScreenGuard, LoadFailed } from './CoinScreenParts';
import { StakeForm } from './StakeForm';
import { StakeReviewDialog } from './StakeReviewDialog';
import { StakeList, ValidatorList } from './StakingLists';
import styles from './Staking.module.css';

export default function Staking() {
  const { coinId = '' } = useParams();
  const s = useStakeScreen(coinId);
  const { kit, coin, loaded, currency, hidden } = s;

  const guard = coinScreenGuard('Staking', {
    kitError: s.kitError,
    loading: !kit || s.loading,
    hasCoin: Boolean(coin),
  });
  if (guard || !kit || !coin) return guard;

  return (
    <div className={styles.page}>
      <CoinScreenHeader coin={coin} title="Staking" hidden={hidden}>
        {s.staked !== undefined ? (
          <span data-testid="staked-balance">
            Staked: <Amount value={s.staked} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
          </span>
        ) : null}
      </CoinScreenHeader>
      {loaded.state === 'error' ? (
        <LoadFailed what="Staking" error={loaded.error} onRetry={s.reload} />
      ) : null}
      <Card aria-labelledby="stakes-title">
        <h2 id="stakes-title" className={styles.sectionTitle}>
          Your stakes
        </h2>
        {loaded.state === 'loading' && !s.stakes.length ? (
          <p className={styles.loading}>Loading…</p>
        ) : (
          <StakeList
            stakes={s.stakes}
            validators={s.validators}
            symbol={coin.symbol}
            decimals={coin.decimal}
            hidden={hidden}
            busy={s.preparing}
            onAction={(stake, kind) => void s.onStakeAction(stake, kind)}
          />
        )}
      </Card>
      <Card aria-labelledby="stake-title">
        <h2 id="stake-title" className={styles.sectionTitle}>
          Stake
        </h2>
        {loaded.state === 'ok' && s.validators.length ? (
          <StakeForm
            kit={kit}
            coin={coin}
            validators={s.validators}
            chosen={s.chosen}
            onChoose={s.choose}
            currency={currency}
            onReview={s.openReview}
          />
        ) : (
          <p className={styles.loading}>
            {loaded.state === 'loading' ? 'Loading validators…' : 'No validator to stake to.'}
          </p>
        )}
      </Card>
      <Card aria-labelledby="validators-title">
        <h2 id="validators-title" className={styles.sectionTitle}>
          Validators
        </h2>
        {loaded.state === 'ok' ? (
          <ValidatorList validators={s.validators} symbol={coin.symbol} decimals={coin.decimal} />
        ) : (
          <p className={styles.loading}>Loading…</p>
        )}
      </Card>
      <StakeReviewDialog coin={coin} currency={currency} {...s.reviewing} />
    </div>
  );
}
