/**
 * Send: recipient checked as it is typed, amount in coin or fiat with Max, the fee (Recommended,
 * or the options where Settings' "Fee options" is on), then the review of the prepared transfer
 * with its fee in fiat; Confirm runs the wallet's send flow on exactly it (it goes Home with the
 * spec's toasts: 'Transaction In-progress', 'Transaction Successful', the send errors), "Add to
 * batch" collects it for the batch. Nothing is sent before the review is confirmed.
 */
import { useState } from 'react';
import { ActivityIndicator, ScrollView, Text, View } from 'react-native';
import { formatUnits } from '@kestrel/wallet';
import { addReviewedToBatch } from '@kestrel/ui-state/batchAdd';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import { fiatOfUnits } from '@kestrel/ui-state/amountInput';
import { convertedText } from '@kestrel/ui-state/sendChecks';
import { reducedReason } from '@kestrel/ui-state/sendReview';
import { REVIEW_CHANGED, sendCoin, sendReviewed } from '@kestrel/ui-state/transfer';
import { Action } from '../coin/parts/Action';
import { AmountText } from '../coin/parts/Amount';
import { colors, look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { showToast as toast } from '../../ui/toast';
import { AmountInput, type AmountUnit } from './parts/AmountInput';
import { ContactChips } from './parts/ContactChips';
import { FeePicker, FeeSummary } from './parts/FeeOptions';
import { Field } from './parts/Field';
import { SendReview } from './parts/SendReview';
import { recipientProblem } from '@kestrel/ui-state/recipientCheck';
import { useRecipientWarnings } from './useRecipientWarnings';
import { useSendForm } from './useSendForm';
import { useNavigation, useRoute, type RouteProp } from '@react-navigation/native';
import type { StackNavigationProp } from '@react-navigation/stack';
import type { RootStackParamList } from '../../navigation/routes';

export function SendScreen({ coinId, go }: { coinId: string; go: { home(): void } }) {
  const f = useSendForm(coinId);
  const wallet = useCurrentWallet();
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState<'send' | 'batch' | null>(null);
  const [maxBusy, setMaxBusy] = useState(false);
  const { kit, coin, review, estimate, live } = f;
  const currency = f.snap.settings.localCurrency;
  const warnings = useRecipientWarnings(
    { _id: coinId, chain_name: coin?.chain_name ?? '' },
    review?.recipient.address ?? null,
    reviewing && !!coin,
  );
  const hidden = wallet?.privacyMode ?? false;

  if (f.kitError) return <Notice kind="error">{f.kitError}</Notice>;
  if (f.loading || !kit || !wallet)
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

  const nothingLeft = estimate.reviewed?.amount === 0n;
  const decimals = coin.decimal;

  const confirm = async () => {
    if (!review) return;
    setBusy('send');
    const r = await sendReviewed(kit, review.prepared);
    if (r.error === REVIEW_CHANGED) toast('error', REVIEW_CHANGED);
    // On a broadcast the flow has gone Home; without a transaction its toast says why.
    if (live.current && r.status === 1) {
      setBusy(null);
      setReviewing(false);
    }
  };
  const addToBatch = async () => {
    if (!review) return;
    setBusy('batch');
    const r = await addReviewedToBatch(kit, coin, review.prepared, () => session.save());
    if (!live.current) return;
    setBusy(null);
    if (!r.ok) return toast('error', r.title, r.message);
    setReviewing(false);
    toast('success', 'Added to batch', 'Send the batch from the batch view.');
    go.home();
  };

  if (reviewing && review)
    return (
      <SendReview
        coin={coin}
        data={review}
        feeWarning={f.guard.level === 'warn' ? f.guard.text : null}
        warnings={warnings}
        currency={currency}
        busy={busy}
        onConfirm={() => void confirm()}
        onAddToBatch={() => void addToBatch()}
        onClose={() => setReviewing(false)}
      />
    );

  const onAmount = (v: string) => {
    f.setAmountText(v);
    f.setMaxMode(false);
  };
  const onUnit = (u: AmountUnit) => {
    if (u === f.unit) return;
    if (f.parsed?.ok && f.amountText.trim())
      f.setAmountText(
        u === 'fiat'
          ? (fiatOfUnits(f.parsed.units, decimals, coin.currencyRate) ?? '')
          : formatUnits(f.parsed.units, decimals),
      );
    f.setUnit(u);
  };
  const onMax = async () => {
    setMaxBusy(true);
    try {
      let bal = f.balance;
      if (bal === null) {
        await kit.mod.refreshBalances(kit.env, { coinIds: [coin._id] });
        const fresh = sendCoin(kit, coin._id, coin.hints)?.totalBalance;
        bal = fresh !== undefined ? BigInt(fresh) : null;
      }
      if (bal === null) return toast('error', 'Balance not available', 'The balance could not be read.');
      if (coin.isToken) {
        f.setMaxMode(false);
        f.setUnit('coin');
        f.setAmountText(formatUnits(bal, decimals));
      } else {
        f.setMaxMode(true);
        // Until the fee is known the field shows the balance; the estimate sets balance − fee.
        f.setAmountText(
          f.unit === 'fiat'
            ? (fiatOfUnits(bal, decimals, coin.currencyRate) ?? '')
            : formatUnits(bal, decimals),
        );
      }
    } finally {
      if (live.current) setMaxBusy(false);
    }
  };

  const current = estimate.current;
  const amountError =
    f.shortfall ?? (f.maxMode || !f.amountText.trim() || f.parsed?.ok ? null : (f.parsed?.reason ?? null));
  const reason = estimate.reviewed && !nothingLeft ? reducedReason(coin, estimate.reviewed) : null;
  const estimateError = current?.status === 'error' ? (f.transfer?.customError ?? current.error) : null;
  const status =
    current?.status === 'loading'
      ? 'Estimating the network fee…'
      : !f.toAddress
        ? 'Enter the recipient to see the network fee.'
        : null;

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
        <AmountInput
          symbol={coin.symbol}
          currency={currency}
          unit={f.unit}
          onUnit={onUnit}
          canFiat={!!coin.currencyRate}
          value={f.amountText}
          onChange={onAmount}
          error={amountError}
          converted={convertedText(coin, f.parsed, { maxMode: f.maxMode, unit: f.unit, currency })}
          note={reason}
          onMax={() => void onMax()}
          maxBusy={maxBusy}
        />
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
            customError={
              f.customText.trim() && f.customPrice && !f.customPrice.ok
                ? f.customPrice.reason
                : f.guard.level === 'refuse'
                  ? f.guard.text
                  : null
            }
            fees={current.fees}
            hidden={hidden}
          />
        ) : null}
        {f.guard.level === 'warn' ? (
          <Notice kind="warning" testID="fee-warning">
            {f.guard.text}
          </Notice>
        ) : null}
        {estimate.feeError ? <Notice kind="error">{estimate.feeError}</Notice> : null}
        {nothingLeft ? (
          <Notice kind="error">Your balance does not cover the network fee: nothing can be sent.</Notice>
        ) : null}
        {estimateError ? <Notice kind="error">{estimateError}</Notice> : null}
        <Text style={look.muted} role="status">
          {status ?? ' '}
        </Text>
      </View>
      <Action title="Review" block disabled={!review || nothingLeft} onPress={() => setReviewing(true)} />
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
