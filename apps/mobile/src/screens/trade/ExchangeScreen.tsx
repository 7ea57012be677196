/**
 * Exchange (/home/exchange, app-layer §4): from a wallet coin into a coin or token of another
 * chain at a fixed rate, through ui-state's trade view model over the product API's /exchange
 * relay (ChangeNOW-shaped). Get quote lists the providers quoting the pair; Exchange creates the
 * order with the chosen one and estimates the deposit's fee; the review is a step of this screen,
 * and Confirm sends the deposit through the send pipeline ('Exchange' toasts, then Home).
 */
import { useState } from 'react';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import {
  confirmExchange,
  EXCHANGE_TARGETS,
  orderExchange,
  parseAmount,
  quoteExchange,
  type ExchangeProviderQuote,
  type ExchangeReview,
} from '@kestrel/ui-state/trade';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { Fact } from './parts/Fact';

export default function ExchangeScreen() {
  const wallet = useCurrentWallet();
  const coins = wallet?.coins.filter((c) => !c.networkMismatch) ?? [];
  const [fromId, setFromId] = useState('');
  const [toIndex, setToIndex] = useState(0);
  const [amount, setAmount] = useState('');
  const [receiver, setReceiver] = useState('');
  const [quotes, setQuotes] = useState<ExchangeProviderQuote[]>([]);
  const [provider, setProvider] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<ExchangeReview | null>(null);
  const [busy, setBusy] = useState(false);
  const from = coins.find((c) => c._id === fromId) ?? coins[0];
  const to = EXCHANGE_TARGETS[toIndex]!;

  const onQuote = async () => {
    setError(null);
    setQuotes([]);
    if (!from) return;
    const units = await parseAmount(amount, from.decimal);
    if (units === null) return setError('Enter an amount above zero');
    setBusy(true);
    const r = await quoteExchange(from._id, to, units);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setQuotes(r.providers);
    setProvider(r.providers[0]?.providerName ?? '');
  };

  const onOrder = async () => {
    if (!from) return;
    const units = await parseAmount(amount, from.decimal);
    if (units === null) return setError('Enter an amount above zero');
    setBusy(true);
    setError(null);
    const r = await orderExchange({
      fromCoinId: from._id,
      to,
      amountFrom: units,
      providerName: provider,
      customAddress: receiver,
    });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setReview(r);
  };

  if (review) {
    return (
      <Screen title="Review exchange">
        <Fact label="Send" value={`${amount} ${from?.symbol ?? ''}`} />
        <Fact label="To the deposit address" value={review.depositAddress} testID="deposit-address" />
        {review.memo ? <Fact label="Memo" value={review.memo} /> : null}
        <Fact label="You receive" value={`${review.amountTo} ${to.symbol}`} />
        <Fact label="Network fee" value={review.fee} />
        <Button
          label="Confirm"
          busy={busy}
          onPress={() => {
            setBusy(true);
            void confirmExchange(review.memo);
          }}
        />
        <Button variant="ghost" label="Back" onPress={() => setReview(null)} />
      </Screen>
    );
  }

  return (
    <Screen title="Exchange">
      <Choice
        label="From"
        value={from?._id ?? ''}
        onChange={(id) => {
          setFromId(id);
          setQuotes([]);
        }}
        options={coins.map((c) => ({ value: c._id, label: c.symbol }))}
      />
      <TextField label="Amount" inputMode="decimal" value={amount} onChangeText={setAmount} />
      <Choice
        label="To"
        value={toIndex}
        onChange={(i) => {
          setToIndex(i);
          setQuotes([]);
        }}
        options={EXCHANGE_TARGETS.map((t, i) => ({ value: i, label: t.label }))}
      />
      <TextField
        label="Receiving address"
        hint={`Your ${to.label} address (Custom): it must be valid on that chain`}
        value={receiver}
        onChangeText={setReceiver}
      />
      <Button
        variant="secondary"
        label="Get quote"
        onPress={() => void onQuote()}
        busy={busy}
        disabled={!from}
      />
      {quotes.length > 0 ? (
        <Choice
          label="Providers (fixed rate)"
          value={provider}
          onChange={setProvider}
          options={quotes.map((q) => ({
            value: q.providerName,
            label: `${q.providerDisplayName}: ${q.amountTo} ${to.symbol} (min ${q.minAmount}${
              q.maxAmount ? `, max ${q.maxAmount}` : ''
            }; until ${new Date(q.validUntil).toLocaleTimeString()})`,
          }))}
        />
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button label="Exchange" onPress={() => void onOrder()} disabled={!provider} busy={busy} />
    </Screen>
  );
}
