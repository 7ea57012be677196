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
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { exactAmount, reducedReason } from '@kestrel/ui-state/sendReview';
import type { RecipientCheck, SendCoinView } from '@kestrel/ui-state/transfer';
import type { RecipientWarning } from '@kestrel/ui-state/addressBook';
import type { PreparedTransfer } from '@kestrel/wallet';
import { Action } from '../../coin/parts/Action';
import { colors, look } from '../../coin/parts/look';
import { Notice } from '../../coin/parts/Notice';
import { Rounded } from './Rounded';

export interface ReviewData {
  recipient: Extract<RecipientCheck, { address: string }>;
  prepared: PreparedTransfer;
  /** The wallet's fiat value of the fee, when it is of this fee. */
  fiatFee: string | null;
}

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
  data: ReviewData;
  feeWarning: string | null;
  /** Look-alike, own address, contract: shown above the buttons, never blocking. */
  warnings?: readonly RecipientWarning[];
  currency: string;
  busy: 'send' | 'batch' | null;
  onConfirm: () => void;
  onAddToBatch: () => void;
  onClose: () => void;
}) {
  const { amount, fee } = data.prepared;
  const reason = reducedReason(coin, data.prepared);
  const fiat = (v: string | null) => (v === null ? '' : ` · ${v} ${currency}`);
  const amountFiat = fiat(fiatOfUnits(amount, coin.decimal, coin.currencyRate));
  const feeFiat = fiat(data.fiatFee ?? fiatOfUnits(fee, coin.feeDecimals, coin.feeRate));
  const total = coin.isToken
    ? `${exactAmount(amount, coin.decimal, coin.symbol)} + ${exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}`
    : exactAmount(amount + fee, coin.decimal, coin.symbol);
  const totalFiat = coin.isToken ? '' : fiat(fiatOfUnits(amount + fee, coin.decimal, coin.currencyRate));
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
        <Item term={`Amount${data.prepared.isMax ? ' (maximum)' : ''}`}>
          <Text style={look.text} testID="review-amount">
            {exactAmount(amount, coin.decimal, coin.symbol)}
            {amountFiat}
          </Text>
          {reason ? (
            <Text style={[look.muted, { color: colors.warn }]} testID="review-max-reason">
              {reason}
            </Text>
          ) : null}
        </Item>
        <Item term="Network fee">
          <Rounded
            units={fee}
            decimals={coin.feeDecimals}
            symbol={coin.feeSymbol}
            suffix={feeFiat}
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
            {total}
            {totalFiat}
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
