/**
 * The Sell crypto screen's state (app-layer §4), one piece for both shells: the coin, the amount
 * and the fiat chosen, the quote asked 800 ms after the last keystroke (sellQuoter), the provider
 * chosen (the first quoted by default), Continue (the provider's page, opened by the shell's
 * `openUrl`), "I confirmed the sale" (payment details and the deposit's fee), then Send.
 */
import { useEffect, useRef, useState } from 'react';
import { useCurrentWallet } from './hooks';
import {
  confirmSale,
  openSale,
  parseAmount,
  reviewSale,
  sellQuoter,
  type CryptoProvider,
  type SellCryptoView,
} from './trade';

export type SaleReview = Extract<Awaited<ReturnType<typeof reviewSale>>, { ok: true }>;
type Quoter = Awaited<ReturnType<typeof sellQuoter>>;

/** The fiat currencies a sale can pay out in. */
export const SELL_FIATS: readonly { value: string; label: string }[] = [
  { value: 'usd', label: 'USD' },
  { value: 'eur', label: 'EUR' },
];

/** A provider's quote as one line: "MoonPay: 987.65 USD (fee 4.32)". */
export function sellQuoteText(p: CryptoProvider): string {
  return `${p.providerDisplayName}: ${p.fiatAmount} ${p.fiat.toUpperCase()} (fee ${p.feeAmount})`;
}

export function useSellForm(openUrl: (url: string) => void | Promise<void>) {
  const wallet = useCurrentWallet();
  const coins = wallet?.coins.filter((c) => !c.networkMismatch) ?? [];
  const [coinId, setCoinId] = useState('');
  const [amount, setAmount] = useState('');
  const [fiat, setFiat] = useState('usd');
  const [quote, setQuote] = useState<SellCryptoView | null>(null);
  const [provider, setProvider] = useState('');
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<SaleReview | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const quoter = useRef<Quoter | null>(null);
  const coin = coins.find((c) => c._id === coinId) ?? coins[0];
  const providers = (quote?.providers ?? []) as CryptoProvider[];

  useEffect(() => {
    let live = true;
    void sellQuoter((s) => {
      if (!live) return;
      setQuote(s);
      setProvider((p) => p || (s.providers as CryptoProvider[])[0]?.providerName || '');
    }).then((q) => (live ? (quoter.current = q) : q.cancel()));
    return () => {
      live = false;
      quoter.current?.cancel();
    };
  }, []);

  useEffect(() => {
    if (!coin) return;
    void parseAmount(amount, coin.decimal).then((units) => {
      if (units !== null) quoter.current?.({ coinId: coin._id, amount: units, fiat });
    });
  }, [amount, fiat, coin?._id]);

  /** Opens the chosen provider's page for the amount; the sale is confirmed there. */
  const onContinue = async () => {
    if (!coin) return;
    const units = await parseAmount(amount, coin.decimal);
    const chosen = providers.find((p) => p.providerName === provider);
    if (units === null || !chosen) return;
    setError(null);
    try {
      const url = await openSale({
        coinId: coin._id,
        amount: units,
        fiat,
        providerName: chosen.providerName,
        providerDisplayName: chosen.providerDisplayName,
      });
      await openUrl(url);
      setOpened(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  /** The sale confirmed on the provider's page: its payment details and the deposit's fee. */
  const onConfirmed = async () => {
    setBusy(true);
    const r = await reviewSale();
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setError(null);
    setReview(r);
  };

  /** Sends the reviewed deposit through the send pipeline (its toasts, then Home). */
  const send = async () => {
    setSending(true);
    await confirmSale();
  };

  return {
    coins,
    coin,
    setCoinId,
    amount,
    setAmount,
    fiat,
    setFiat,
    /** Quotes being asked, and the last quote's refusal. */
    loading: quote?.loading ?? false,
    quoteError: quote?.error ?? null,
    providers,
    provider,
    setProvider,
    canContinue: !!provider && providers.length > 0,
    opened,
    error,
    busy,
    review,
    closeReview: () => setReview(null),
    sending,
    onContinue,
    onConfirmed,
    send,
  };
}
