/**
 * Stake for energy or bandwidth, or unstake, rendered from ui-state's useResourceForm: a resource
 * and an amount in coin. Review asks the wallet to prepare the operation (fee, and the chain's
 * refusals) and hands it to the review step; nothing is signed here.
 */
import { View } from 'react-native';
import { useResourceForm, VOTE_RESOURCES, type ResourceFormInput } from '@kestrel/ui-state/useResourceForm';
import type { VoteResource } from '@kestrel/ui-state/votes';
import { Button } from '../../../ui/Button';
import { Choice } from '../../../ui/Choice';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';

export function ResourceForm(props: ResourceFormInput) {
  const { coin } = props;
  const f = useResourceForm(props);
  return (
    <View>
      <Choice<VoteResource>
        label="Resource"
        value={f.resource}
        onChange={f.setResource}
        options={VOTE_RESOURCES}
      />
      <TextField
        label={`Amount (${coin.symbol})`}
        inputMode="decimal"
        value={f.amountText}
        onChangeText={f.setAmountText}
        error={f.amountError}
      />
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button
        label="Review stake"
        busy={f.preparing === 'freeze'}
        disabled={f.disabled}
        onPress={() => void f.review('freeze')}
      />
      <Button
        variant="secondary"
        label="Review unstake"
        busy={f.preparing === 'unfreeze'}
        disabled={f.disabled}
        onPress={() => void f.review('unfreeze')}
      />
    </View>
  );
}
