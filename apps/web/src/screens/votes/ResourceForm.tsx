/**
 * Stake for energy or bandwidth, or unstake: a resource and an amount in coin. Review asks the
 * wallet to prepare the operation (fee, and the chain's refusals such as 'unstaking unavailable')
 * and hands it to the review dialog; nothing is signed here.
 */
import { useState } from 'react';
import { previewVoteOp, type VoteResource } from '@kestrel/ui-state/votes';
import { errorText, type SendCoinView, type TransferKit } from '@kestrel/ui-state/transfer';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { parseAmount } from '@kestrel/ui-state/amountInput';
import sendStyles from '../send/Send.module.css';
import styles from '../staking/Staking.module.css';
import type { VoteReview } from './VoteReviewDialog';

export function ResourceForm({
  kit,
  coin,
  onReview,
}: {
  kit: TransferKit;
  coin: SendCoinView;
  onReview: (r: VoteReview) => void;
}) {
  const [resource, setResource] = useState<VoteResource>('ENERGY');
  const [amountText, setAmountText] = useState('');
  const [preparing, setPreparing] = useState<'freeze' | 'unfreeze' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseAmount(amountText, coin.decimal);
  const amountError = !amountText.trim() || parsed.ok ? null : parsed.reason;

  const review = async (kind: 'freeze' | 'unfreeze') => {
    if (!parsed.ok) return;
    setPreparing(kind);
    setError(null);
    const op = { kind, resource, amount: parsed.units };
    try {
      onReview({ op, prepared: await previewVoteOp(kit, coin._id, op), names: {} });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPreparing(null);
    }
  };

  return (
    <form
      className={sendStyles.form}
      noValidate
      aria-label={`Stake ${coin.symbol} for resources`}
      onSubmit={(e) => {
        e.preventDefault();
        void review('freeze');
      }}
    >
      <Select
        label="Resource"
        value={resource}
        onChange={(e) => setResource(e.target.value === 'BANDWIDTH' ? 'BANDWIDTH' : 'ENERGY')}
        options={[
          { value: 'ENERGY', label: 'Energy' },
          { value: 'BANDWIDTH', label: 'Bandwidth' },
        ]}
      />
      <TextField
        label={`Amount (${coin.symbol})`}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={amountError}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={preparing === 'freeze'} disabled={!parsed.ok || !!preparing}>
          Review stake
        </Button>
        <Button
          variant="secondary"
          busy={preparing === 'unfreeze'}
          disabled={!parsed.ok || !!preparing}
          onClick={() => void review('unfreeze')}
        >
          Review unstake
        </Button>
      </div>
    </form>
  );
}
