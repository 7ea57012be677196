/**
 * Send: recipient checked as it is typed, amount in coin or fiat with Max, the fee (Recommended,
 * or the options where Settings' "Fee options" is on), then the review of the prepared transfer
 * with its fee in fiat; Confirm runs the wallet's send flow on exactly it (it goes Home with the
 * spec's toasts: 'Transaction In-progress', 'Transaction Successful', the send errors), "Add to
 * batch" collects it for the batch. Nothing is sent before the review is confirmed.
 */
import { ActivityIndicator, ScrollView, Text, View } from 'react-native';
import { recipientProblem } from '@kestrel/ui-state/recipientCheck';
import { NOTHING_LEFT, useSendForm } from '@kestrel/ui-state/useSendForm';
import { useSendConfirm } from '@kestrel/ui-state/useSendConfirm';
import { useRecipientWarnings } from '@kestrel/ui-state/useRecipientWarnings';
import { Action } from '../coin/parts/Action';
import { AmountText } from '../coin/parts/Amount';
import { colors, look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { AmountInput } from './parts/AmountInput';
import { ContactChips } from './parts/ContactChips';
import { FeePicker, FeeSummary } from './parts/FeeOptions';
import { Field } from './parts/Field';
import { SendReview } from './parts/SendReview';
import { useNavigation, useRoute, type RouteProp } from '@react-navigation/native';
import type { StackNavigationProp } from '@react-navigation/stack';
import type { RootStackParamList } from '../../navigation/routes';

export function SendScreen({ coinId, go }: { coinId: string; go: { home(): void } }) {
  const f = useSendForm(coinId);
  const r = useSendConfirm(f, go.home);
  const { coin, review, currency, hidden } = f;
  const warnings = useRecipientWarnings(coin, review?.recipient.address ?? null, r.reviewing);

  if (f.kitError) return <Notice kind="error">{f.kitError}</Notice>;
  if (f.loading)
    return (
      <View style={look.page} role="status">
        <ActivityIndicator aria-label="Loading" />
      </View>
    );
  if (!coin)
    return (
      <View style={look.page}>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
      </View>
    );

  if (r.reviewing && review)
    return (
      <SendReview
        coin={coin}
        data={review}
        feeWarning={f.feeWarning}
        warnings={warnings}
        currency={currency}
        busy={r.busy}
        onConfirm={r.confirm}
        onAddToBatch={r.addToBatch}
        onClose={r.close}
      />
    );

  const current = f.estimate.current;
  return (
    <ScrollView contentContainerStyle={look.page} keyboardShouldPersistTaps="handled">
      <View style={look.card}>
        <Text role="heading" aria-level={1} style={look.title}>
          Send {coin.name}
        </Text>
        <View style={[look.row, { flexWrap: 'wrap' }]}>
          <Text style={look.muted}>Balance:</Text>
          <AmountText
            value={coin.totalBalance}
            decimals={coin.decimal}
            symbol={coin.symbol}
            hidden={hidden}
          />
        </View>
      </View>
      <View style={[look.card, { gap: 14 }]}>
        <Field
          label="Recipient"
          mono
          value={f.to}
          onChangeText={f.setTo}
          autoCapitalize="none"
          autoCorrect={false}
          placeholder={`${coin.chainLabel} address`}
          hint={f.checking ? 'Checking…' : null}
          error={recipientProblem(f.check)}
        />
        <ContactChips chainName={coin.chain_name} onPick={f.setTo} />
        {f.check?.state === 'resolved' ? (
          <Text style={[look.muted, { color: colors.ok }]} testID="resolved-address">
            {f.check.name} resolves to {f.check.address}
          </Text>
        ) : f.check?.state === 'valid' ? (
          <Text style={[look.muted, { color: colors.ok }]}>Valid {coin.chainLabel} address</Text>
        ) : null}
        {f.amountField ? <AmountInput {...f.amountField} /> : null}
        {current?.status === 'ok' && !f.feeOptionsOn ? (
          <FeeSummary coin={coin} fee={current.prepared.fee} hidden={hidden} />
        ) : null}
        {current?.status === 'ok' && f.feeOptionsOn && current.prepared.options.length ? (
          <FeePicker
            coin={coin}
            options={current.prepared.options}
            mode={f.feeMode}
            onMode={f.setFeeMode}
            custom={f.customText}
            onCustom={f.setCustomText}
            customError={f.customError}
            fees={current.fees}
            hidden={hidden}
          />
        ) : null}
        {f.feeWarning ? (
          <Notice kind="warning" testID="fee-warning">
            {f.feeWarning}
          </Notice>
        ) : null}
        {f.estimate.feeError ? <Notice kind="error">{f.estimate.feeError}</Notice> : null}
        {f.nothingLeft ? <Notice kind="error">{NOTHING_LEFT}</Notice> : null}
        {f.estimateError ? <Notice kind="error">{f.estimateError}</Notice> : null}
        <Text style={look.muted} role="status">
          {f.status ?? ' '}
        </Text>
      </View>
      <Action title="Review" block disabled={!f.canReview} onPress={r.open} />
      <Action title="Cancel" kind="ghost" block onPress={go.home} />
    </ScrollView>
  );
}

/** The Send route: its coin from the params; Home after "Add to batch" (the send flow goes Home itself). */
export default function Send() {
  const { params } = useRoute<RouteProp<RootStackParamList, 'Send'>>();
  const navigation = useNavigation<StackNavigationProp<RootStackParamList>>();
  return (
    <SendScreen coinId={params.coinId} go={{ home: () => navigation.popTo('Sidebar', { screen: 'Home' }) }} />
  );
}
