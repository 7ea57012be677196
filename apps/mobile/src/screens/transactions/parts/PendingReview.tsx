/**
 * The review of a speed-up or a cancel: which transaction, what the replacement does, and its
 * network fee in coin and fiat as the family prepared it. Nothing is sent until Confirm; the
 * replacement sent is exactly the one reviewed.
 */
import { ActivityIndicator, ScrollView, Text, View } from 'react-native';
import { meaningfulUnits } from '@kestrel/ui-state/amount';
import { addressLabel } from '@kestrel/ui-state/format';
import { Action } from '../../coin/parts/Action';
import { look } from '../../coin/parts/look';
import { Notice } from '../../coin/parts/Notice';
import type { PendingReviewState } from '../usePendingReview';

const WHAT = {
  speedUp: {
    title: 'Speed up',
    text: 'The same transfer is signed again with a higher fee, in its place: whichever is confirmed first counts.',
    confirm: 'Confirm speed up',
  },
  cancel: {
    title: 'Cancel',
    text: 'A replacement that pays nothing to anyone else is signed in its place: if it is confirmed first, the original never is. Only its network fee is paid.',
    confirm: 'Confirm cancel',
  },
};

export function PendingReview({
  review,
  currency,
  busy,
  onConfirm,
  onClose,
}: {
  review: PendingReviewState;
  currency: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const what = WHAT[review.mode];
  return (
    <ScrollView contentContainerStyle={look.page}>
      <View style={look.card} testID="pending-review">
        <Text role="heading" aria-level={1} style={look.title}>
          Review: {what.title.toLowerCase()} {addressLabel(review.hash)}
        </Text>
        <Text style={look.text}>{what.text}</Text>
        {review.status === 'loading' ? (
          <View style={look.row} role="status">
            <ActivityIndicator aria-label="Loading" />
            <Text style={look.muted}>Preparing the replacement…</Text>
          </View>
        ) : null}
        {review.status === 'error' ? <Notice kind="error">{review.error}</Notice> : null}
        {review.status === 'ready' ? (
          <View style={{ gap: 2 }}>
            <Text style={look.muted}>Network fee of the replacement</Text>
            <Text style={look.heading} testID="pending-review-fee">
              ≈ {meaningfulUnits(review.fee, review.feeDecimals)} {review.feeSymbol}
              {review.fiatFee ? ` · ${review.fiatFee} ${currency}` : ''}
            </Text>
          </View>
        ) : null}
      </View>
      <Action
        title={what.confirm}
        block
        busy={busy}
        disabled={review.status !== 'ready'}
        onPress={onConfirm}
      />
      <Action title="Back" kind="ghost" block disabled={busy} onPress={onClose} />
    </ScrollView>
  );
}
