/**
 * The Stake form: the validator chosen in the list above, an amount in coin units with Max (what
 * the wallet's max rule leaves once the fee and the reserve are kept back). Review asks the
 * wallet to prepare the stake (previewStake) and hands it to the review step; nothing is signed.
 */
import { useState } from 'react';
import { View } from 'react-native';
import { formatUnits } from '@kestrel/wallet';
import { parseAmount } from '@kestrel/ui-state/amountInput';
import { previewStake, type ValidatorView } from '@kestrel/ui-state/staking';
import { errorText, type SendCoinView, type TransferKit } from '@kestrel/ui-state/transfer';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import type { StakeReviewData } from './StakeReview';

const NOTHING = 'Your balance does not cover the network fee: nothing can be staked.';

export function StakeForm({
  kit,
  coin,
  chosen,
  onReview,
}: {
  kit: TransferKit;
  coin: SendCoinView;
  chosen: ValidatorView | null;
  onReview: (r: StakeReviewData) => void;
}) {
  const [amountText, setAmountText] = useState('');
  const [maxBusy, setMaxBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseAmount(amountText, coin.decimal);
  const amountError = !amountText.trim() || parsed.ok ? null : parsed.reason;

  const onMax = async () => {
    if (coin.totalBalance === undefined || !chosen) return;
    setMaxBusy(true);
    setError(null);
    try {
      const p = await previewStake(kit, coin._id, {
        kind: 'createStaking',
        validator: chosen.validatorAddress,
        amount: BigInt(coin.totalBalance),
      });
      if (p.amount === 0n) setError(NOTHING);
      else setAmountText(formatUnits(p.amount, coin.decimal));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setMaxBusy(false);
    }
  };

  const review = async () => {
    if (!chosen || !parsed.ok) return;
    setPreparing(true);
    setError(null);
    const op = { kind: 'createStaking' as const, validator: chosen.validatorAddress, amount: parsed.units };
    try {
      const prepared = await previewStake(kit, coin._id, op);
      if (prepared.amount === 0n) setError(NOTHING);
      else onReview({ op, prepared, validatorName: chosen.name });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <View>
      <TextField
        label={`Amount to stake (${coin.symbol})`}
        inputMode="decimal"
        value={amountText}
        onChangeText={setAmountText}
        error={amountError}
        hint={chosen ? `To ${chosen.name}` : 'Choose a validator below'}
      />
      <Button
        variant="ghost"
        label="Max"
        busy={maxBusy}
        disabled={coin.totalBalance === undefined || !chosen}
        onPress={() => void onMax()}
      />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button
        label="Review"
        busy={preparing}
        disabled={!chosen || !parsed.ok}
        onPress={() => void review()}
      />
    </View>
  );
}
