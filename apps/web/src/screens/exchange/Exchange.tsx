/**
 * Exchange (app-layer §4): from a wallet coin into a coin or token of another chain at a fixed
 * rate. Get quote lists the providers that quote the pair (amount out at the provider's precision,
 * how long the rate holds); Exchange creates the order with the chosen provider (an expired quote
 * is asked again first), sets the transfer to its deposit address and estimates the fee; Confirm
 * sends the deposit through the send pipeline with the 'Exchange' toasts and goes Home.
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
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

export default function Exchange() {
  const wallet = useCurrentWallet();
  const coins = wallet?.coins.filter((c) => !c.networkMismatch) ?? [];
  const [fromId, setFromId] = useState('');
  const [toIndex, setToIndex] = useState('0');
  const [amount, setAmount] = useState('');
  const [receiver, setReceiver] = useState('');
  const [quotes, setQuotes] = useState<ExchangeProviderQuote[]>([]);
  const [provider, setProvider] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<ExchangeReview | null>(null);
  const [busy, setBusy] = useState(false);
  const from = coins.find((c) => c._id === fromId) ?? coins[0];
  const to = EXCHANGE_TARGETS[Number(toIndex)]!;

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

  const onConfirm = async () => {
    const memo = review?.memo ?? null;
    setReview(null);
    await confirmExchange(memo);
  };

  return (
    <Card>
      <h1>Exchange</h1>
      <Select
        label="From"
        value={from?._id ?? ''}
        onChange={(e) => setFromId(e.target.value)}
        options={coins.map((c) => ({ value: c._id, label: `${c.symbol} (${c.name})` }))}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Select
        label="To"
        value={toIndex}
        onChange={(e) => {
          setToIndex(e.target.value);
          setQuotes([]);
        }}
        options={EXCHANGE_TARGETS.map((t, i) => ({ value: String(i), label: t.label }))}
      />
      <TextField
        label="Receiving address"
        hint={`Your ${to.label} address (Custom): it must be valid on that chain`}
        mono
        value={receiver}
        onChange={(e) => setReceiver(e.target.value)}
      />
      <Button variant="secondary" onClick={() => void onQuote()} busy={busy} disabled={busy || !from}>
        Get quote
      </Button>
      {quotes.length > 0 ? (
        <fieldset aria-label="Providers">
          <legend>Providers (fixed rate)</legend>
          {quotes.map((q) => (
            <label key={q.providerName} style={{ display: 'block' }}>
              <input
                type="radio"
                name="provider"
                value={q.providerName}
                checked={provider === q.providerName}
                onChange={() => setProvider(q.providerName)}
              />{' '}
              {q.providerDisplayName}: <strong data-testid="amount-to">{q.amountTo}</strong> {to.symbol}{' '}
              <small>
                (min {q.minAmount}
                {q.maxAmount ? `, max ${q.maxAmount}` : ''}; rate valid until{' '}
                {new Date(q.validUntil).toLocaleTimeString()})
              </small>
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button onClick={() => void onOrder()} disabled={busy || !provider} busy={busy}>
        Exchange
      </Button>
      <Dialog open={!!review} title="Review exchange" onClose={() => setReview(null)}>
        {review ? (
          <dl>
            <dt>Send</dt>
            <dd>
              {amount} {from?.symbol}
            </dd>
            <dt>To the deposit address</dt>
            <dd data-testid="deposit-address">{review.depositAddress}</dd>
            {review.memo ? (
              <>
                <dt>Memo</dt>
                <dd>{review.memo}</dd>
              </>
            ) : null}
            <dt>You receive</dt>
            <dd>
              {review.amountTo} {to.symbol}
            </dd>
            <dt>Network fee</dt>
            <dd>{review.fee}</dd>
          </dl>
        ) : null}
        <Button onClick={() => void onConfirm()}>Confirm</Button>
      </Dialog>
    </Card>
  );
}
