/**
 * Stake for energy or bandwidth, or unstake: a resource and an amount in coin. Review asks the
 * wallet to prepare the operation (fee, and the chain's refusals) and hands it to the review
 * step; nothing is signed here.
 */
import { useState } from 'react';
import { View } from 'react-native';
import { parseAmount } from '@kestrel/ui-state/amountInput';
import { errorText, type SendCoinView, type TransferKit } from '@kestrel/ui-state/transfer';
import { previewVoteOp, type VoteResource } from '@kestrel/ui-state/votes';
import { Button } from '../../../ui/Button';
import { Choice } from '../../../ui/Choice';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import type { VoteReviewData } from './VoteReview';

export function ResourceForm({
  kit,
  coin,
  onReview,
}: {
  kit: TransferKit;
  coin: SendCoinView;
  onReview: (r: VoteReviewData) => void;
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
    <View>
      <Choice<VoteResource>
        label="Resource"
        value={resource}
        onChange={setResource}
        options={[
          { value: 'ENERGY', label: 'Energy' },
          { value: 'BANDWIDTH', label: 'Bandwidth' },
        ]}
      />
      <TextField
        label={`Amount (${coin.symbol})`}
        inputMode="decimal"
        value={amountText}
        onChangeText={setAmountText}
        error={amountError}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button
        label="Review stake"
        busy={preparing === 'freeze'}
        disabled={!parsed.ok || !!preparing}
        onPress={() => void review('freeze')}
      />
      <Button
        variant="secondary"
        label="Review unstake"
        busy={preparing === 'unfreeze'}
        disabled={!parsed.ok || !!preparing}
        onPress={() => void review('unfreeze')}
      />
    </View>
  );
}
