/**
 * The Exchange screen's state (app-layer §4), one piece for both shells: from a wallet coin into
 * a coin or token of another chain at a fixed rate. Get quote lists the providers quoting the
 * pair (the first chosen); Exchange creates the order with the chosen one (an expired quote is
 * asked again first) and estimates the deposit's fee; confirm sends the deposit through the send
 * pipeline with the 'Exchange' toasts. A new From or To drops the quotes of the old pair.
 */
import { useState } from 'react';
import { useCurrentWallet } from './hooks';
import {
  confirmExchange,
  EXCHANGE_TARGETS,
  orderExchange,
  parseAmount,
  quoteExchange,
  type ExchangeProviderQuote,
  type ExchangeReview,
} from './trade';

/** The amount field's refusal. */
export const EXCHANGE_AMOUNT_ERROR = 'Enter an amount above zero';

/** A quote's limits: "min 0.01" or "min 0.01, max 5". */
export function exchangeQuoteLimits(q: ExchangeProviderQuote): string {
  return `min ${q.minAmount}${q.maxAmount ? `, max ${q.maxAmount}` : ''}`;
}

/** Until when a quote's rate holds, in the device's locale. */
export function exchangeQuoteUntil(q: ExchangeProviderQuote): string {
  return new Date(q.validUntil).toLocaleTimeString();
}

export function useExchangeForm() {
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
  const [sending, setSending] = useState(false);
  const from = coins.find((c) => c._id === fromId) ?? coins[0];
  const to = EXCHANGE_TARGETS[toIndex] ?? EXCHANGE_TARGETS[0]!;

  const onQuote = async () => {
    setError(null);
    setQuotes([]);
    if (!from) return;
    const units = await parseAmount(amount, from.decimal);
    if (units === null) return setError(EXCHANGE_AMOUNT_ERROR);
    setBusy(true);
    const r = await quoteExchange(from._id, to, units);
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setQuotes(r.providers);
    setProvider(r.providers[0]?.providerName ?? '');
  };

  /** Creates the order and estimates its deposit; nothing is sent until `confirm`. */
  const onOrder = async () => {
    if (!from) return;
    const units = await parseAmount(amount, from.decimal);
    if (units === null) return setError(EXCHANGE_AMOUNT_ERROR);
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

  /** Sends the reviewed deposit (with its memo, read now: the shell may close the review at once). */
  const confirm = async () => {
    if (!review) return;
    const memo = review.memo;
    setSending(true);
    await confirmExchange(memo);
  };

  return {
    coins,
    from,
    setFromId: (id: string) => {
      setFromId(id);
      setQuotes([]);
    },
    targets: EXCHANGE_TARGETS,
    to,
    toIndex,
    setToIndex: (i: number) => {
      setToIndex(i);
      setQuotes([]);
    },
    amount,
    setAmount,
    receiver,
    setReceiver,
    /** The receiving address field's hint (the Custom address rule). */
    receiverHint: `Your ${to.label} address (Custom): it must be valid on that chain`,
    quotes,
    provider,
    setProvider,
    error,
    busy,
    review,
    closeReview: () => setReview(null),
    /** What the review says is sent: the amount as typed and the coin's symbol. */
    sendText: `${amount} ${from?.symbol ?? ''}`,
    sending,
    onQuote,
    onOrder,
    confirm,
  };
}
