/**
 * The review step of a send: from, to (with the resolved name), network, the amount (marked
 * maximum, with the reason when the max rule reduced it), the network fee in coin and fiat, and
 * the total, all of the prepared transfer the send will sign, and the recipient warnings (a
 * look-alike of a known address, the sender's own, a contract). Amounts show even in privacy mode
 * (the person is about to sign them). Confirm sends exactly it; "Add to batch" where the chain
 * batches.
 */
import type { ReactNode } from 'react';
import { ScrollView, Text, View } from 'react-native';
import { sendReviewView, type SendReviewData } from '@kestrel/ui-state/sendReview';
import type { SendCoinView } from '@kestrel/ui-state/transfer';
import type { RecipientWarning } from '@kestrel/ui-state/addressBook';
import { Action } from '../../coin/parts/Action';
import { colors, look } from '../../coin/parts/look';
import { Notice } from '../../coin/parts/Notice';
import { Rounded } from './Rounded';

function Item({ term, children, testID }: { term: string; children: ReactNode; testID?: string }) {
  return (
    <View
      style={{ gap: 2, paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: colors.line }}
      testID={testID}
    >
      <Text style={look.muted}>{term}</Text>
      {children}
    </View>
  );
}

export function SendReview({
  coin,
  data,
  feeWarning,
  warnings = [],
  currency,
  busy,
  onConfirm,
  onAddToBatch,
  onClose,
}: {
  coin: SendCoinView;
  data: SendReviewData;
  feeWarning: string | null;
  /** Look-alike, own address, contract: shown above the buttons, never blocking. */
  warnings?: readonly RecipientWarning[];
  currency: string;
  busy: 'send' | 'batch' | null;
  onConfirm: () => void;
  onAddToBatch: () => void;
  onClose: () => void;
}) {
  const v = sendReviewView(coin, data, currency);
  const { fee } = data.prepared;
  const fiat = (text: string | null) => (text === null ? '' : ` · ${text}`);
  return (
    <ScrollView contentContainerStyle={look.page}>
      <View style={look.card} testID="review">
        <Text role="heading" aria-level={1} style={look.title}>
          Review: send {coin.symbol}
        </Text>
        <Item term="From">
          <Text style={look.mono}>{coin.address}</Text>
        </Item>
        <Item term="To">
          <Text style={look.mono} testID="review-to">
            {data.recipient.state === 'resolved' ? `${data.recipient.name} · ` : ''}
            {data.recipient.address}
          </Text>
        </Item>
        <Item term="Network">
          <Text style={look.text}>{coin.chainLabel}</Text>
        </Item>
        <Item term={v.amountTerm}>
          <Text style={look.text} testID="review-amount">
            {v.amount}
            {fiat(v.amountFiat)}
          </Text>
          {v.reason ? (
            <Text style={[look.muted, { color: colors.warn }]} testID="review-max-reason">
              {v.reason}
            </Text>
          ) : null}
        </Item>
        <Item term="Network fee">
          <Rounded
            units={fee}
            decimals={coin.feeDecimals}
            symbol={coin.feeSymbol}
            suffix={fiat(v.feeFiat)}
            testID="review-fee"
          />
          {feeWarning ? (
            <Text style={[look.muted, { color: colors.warn }]} testID="review-fee-warning">
              {feeWarning}
            </Text>
          ) : null}
        </Item>
        <Item term="Total">
          <Text style={[look.text, { fontWeight: '700' }]} testID="review-total">
            {v.total}
            {fiat(v.totalFiat)}
          </Text>
        </Item>
      </View>
      {warnings.length ? (
        <View role="alert" testID="recipient-warnings" style={{ gap: 8 }}>
          {warnings.map((w) => (
            <Notice key={w.kind} kind="warning">
              {w.message}
            </Notice>
          ))}
        </View>
      ) : null}
      <Action
        title="Confirm and send"
        block
        busy={busy === 'send'}
        disabled={busy !== null}
        onPress={onConfirm}
      />
      {coin.hints.canBatch ? (
        <Action
          title="Add to batch"
          kind="secondary"
          block
          busy={busy === 'batch'}
          disabled={busy !== null}
          onPress={onAddToBatch}
        />
      ) : null}
      <Action
        title="Back"
        kind="ghost"
        label="Back to the form"
        block
        disabled={busy !== null}
        onPress={onClose}
      />
    </ScrollView>
  );
}
