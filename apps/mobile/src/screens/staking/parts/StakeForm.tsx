/**
 * The Stake form, rendered from ui-state's useStakeForm: the validator chosen in the list below,
 * an amount in coin units with Max (what the wallet's max rule leaves once the fee and the
 * reserve are kept back). Review asks the wallet to prepare the stake and hands it to the review
 * step; nothing is signed.
 */
import { View } from 'react-native';
import { useStakeForm, type StakeFormInput } from '@kestrel/ui-state/useStakeForm';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';

export function StakeForm(props: StakeFormInput) {
  const { coin, chosen } = props;
  const f = useStakeForm(props);
  return (
    <View>
      <TextField
        label={`Amount to stake (${coin.symbol})`}
        inputMode="decimal"
        value={f.amountText}
        onChangeText={f.setAmountText}
        error={f.amountError}
        hint={chosen ? `To ${chosen.name}` : 'Choose a validator below'}
      />
      <Button
        variant="ghost"
        label="Max"
        busy={f.maxBusy}
        disabled={f.maxDisabled}
        onPress={() => void f.onMax()}
      />
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button label="Review" busy={f.preparing} disabled={!f.canReview} onPress={() => void f.review()} />
    </View>
  );
}
