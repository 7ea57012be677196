/**
 * The batch's review, as a send's: from, network, every line (receiver, amount, fiat), the fee in
 * coin and fiat, and the totals, all of the prepared transfer the send will sign. When the batch
 * delegates the account anew (EIP-7702, its first batch), what that means and the contract's name
 * and address, with a consent box: nothing is sent until it is ticked. Amounts show even in
 * privacy mode (the person is about to sign them).
 */
import { ScrollView, Text, View } from 'react-native';
import type { BatchReview as Review } from '@kestrel/ui-state/batchReview';
import { useDelegationConsent } from '@kestrel/ui-state/useBatchScreen';
import { exactAmount } from '@kestrel/ui-state/sendReview';
import { Action } from '../../coin/parts/Action';
import { colors, look } from '../../coin/parts/look';
import { Notice } from '../../coin/parts/Notice';
import { Rounded } from '../../send/parts/Rounded';
import { Check } from './Chips';

export function BatchReview({
  review,
  currency,
  busy,
  onConfirm,
  onClose,
}: {
  review: Review;
  currency: string;
  busy: boolean;
  /** Called with the delegate contract consented to, when the review asked for consent. */
  onConfirm: (delegationConsent?: string) => void;
  onClose: () => void;
}) {
  const { consent, setConsent, needsConsent, consentArg } = useDelegationConsent(review);
  const delegation = review.delegation;
  const fiat = (v: string | null) => (v === null ? '' : ` · ${v} ${currency}`);
  const count = review.lines.length;
  const line = { gap: 2, paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: colors.line };
  return (
    <ScrollView contentContainerStyle={look.page}>
      <View style={look.card} testID="batch-review">
        <Text role="heading" aria-level={1} style={look.title}>
          Review: batch of {count} on {review.chainLabel}
        </Text>
        <View style={line}>
          <Text style={look.muted}>From</Text>
          <Text style={look.mono}>{review.address}</Text>
        </View>
        <View style={line}>
          <Text style={look.muted}>
            {count} {count === 1 ? 'transfer' : 'transfers'}
          </Text>
          {review.lines.map((l, i) => (
            <View key={`${i}:${l.toAddress}`} testID="batch-review-line" style={{ paddingVertical: 4 }}>
              <Text style={look.mono}>{l.toAddress}</Text>
              <Text style={look.text}>
                {exactAmount(l.amount, l.decimal, l.symbol)}
                {fiat(l.fiat)}
              </Text>
            </View>
          ))}
        </View>
        <View style={line}>
          <Text style={look.muted}>Network fee</Text>
          <Rounded
            units={review.fee}
            decimals={review.feeDecimals}
            symbol={review.feeSymbol}
            suffix={fiat(review.feeFiat)}
            testID="batch-review-fee"
          />
        </View>
        <View style={line}>
          <Text style={look.muted}>Total</Text>
          <Text style={[look.text, { fontWeight: '700' }]} testID="batch-review-total">
            {review.totals.map((t) => exactAmount(t.amount, t.decimal, t.symbol)).join(' + ')}
            {fiat(review.totalFiat)}
          </Text>
        </View>
      </View>
      {delegation ? (
        <Notice kind="info">
          <View style={{ gap: 6 }}>
            <Text style={look.text} testID="batch-delegation-note">
              {delegation.text}
            </Text>
            <Text style={look.text}>Delegate contract: {delegation.name}</Text>
            <Text style={look.mono} testID="batch-delegate-address">
              {delegation.address}
            </Text>
            <Check
              label="I agree to delegate this address to this contract"
              checked={consent}
              disabled={busy}
              onChange={setConsent}
            >
              <Text style={[look.text, { flexShrink: 1 }]}>
                I agree to delegate this address to this contract
              </Text>
            </Check>
          </View>
        </Notice>
      ) : null}
      {review.shortfall ? (
        <Notice kind="error" testID="batch-shortfall">
          {review.shortfall}
        </Notice>
      ) : null}
      <Action
        title="Confirm and send batch"
        block
        busy={busy}
        disabled={busy || review.shortfall !== null || needsConsent}
        onPress={() => onConfirm(consentArg)}
      />
      <Action title="Back" kind="ghost" label="Back to the batch" block disabled={busy} onPress={onClose} />
    </ScrollView>
  );
}
