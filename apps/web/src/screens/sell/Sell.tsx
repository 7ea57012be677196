/**
 * Sell crypto (app-layer §4): the amount's quote comes 800 ms after the last keystroke
 * (cryptoProviders); Continue opens the chosen provider's page in a new tab, where the sale is
 * confirmed; "I confirmed the sale" fetches the payment details (deposit address, amount, memo)
 * and estimates the deposit's fee; Send sends it through the send pipeline and goes Home.
 */
import { useEffect, useRef, useState } from 'react';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import {
  confirmSale,
  openSale,
  parseAmount,
  reviewSale,
  sellQuoter,
  type CryptoProvider,
  type SellCryptoView,
} from '@kestrel/ui-state/trade';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

type Review = Extract<Awaited<ReturnType<typeof reviewSale>>, { ok: true }>;
type Quoter = Awaited<ReturnType<typeof sellQuoter>>;

const FIATS = [
  { value: 'usd', label: 'USD' },
  { value: 'eur', label: 'EUR' },
];

export default function Sell() {
  const wallet = useCurrentWallet();
  const coins = wallet?.coins.filter((c) => !c.networkMismatch) ?? [];
  const [coinId, setCoinId] = useState('');
  const [amount, setAmount] = useState('');
  const [fiat, setFiat] = useState('usd');
  const [state, setState] = useState<SellCryptoView | null>(null);
  const [provider, setProvider] = useState('');
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);
  const quoter = useRef<Quoter | null>(null);
  const coin = coins.find((c) => c._id === coinId) ?? coins[0];
  const providers = (state?.providers ?? []) as CryptoProvider[];

  useEffect(() => {
    let live = true;
    void sellQuoter((s) => {
      if (!live) return;
      setState(s);
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
      window.open(url, '_blank', 'noopener');
      setOpened(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const onConfirmed = async () => {
    setBusy(true);
    const r = await reviewSale();
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setError(null);
    setReview(r);
  };

  const onSend = async () => {
    setReview(null);
    await confirmSale();
  };

  return (
    <Card>
      <h1>Sell crypto</h1>
      <Select
        label="Coin"
        value={coin?._id ?? ''}
        onChange={(e) => setCoinId(e.target.value)}
        options={coins.map((c) => ({ value: c._id, label: `${c.symbol} (${c.name})` }))}
      />
      <TextField
        label="Amount to sell"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Select label="Receive in" value={fiat} onChange={(e) => setFiat(e.target.value)} options={FIATS} />
      {state?.loading ? <p>Getting quotes…</p> : null}
      {providers.length > 0 ? (
        <fieldset aria-label="Providers">
          <legend>Providers</legend>
          {providers.map((p) => (
            <label key={p.providerName} style={{ display: 'block' }}>
              <input
                type="radio"
                name="sell-provider"
                checked={provider === p.providerName}
                onChange={() => setProvider(p.providerName)}
              />{' '}
              {p.providerDisplayName}: <strong data-testid="fiat-amount">{p.fiatAmount}</strong>{' '}
              {p.fiat.toUpperCase()} <small>(fee {p.feeAmount})</small>
            </label>
          ))}
        </fieldset>
      ) : null}
      {state?.error ? <Notice kind="error">{state.error}</Notice> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button onClick={() => void onContinue()} disabled={!provider || providers.length === 0}>
        Continue with provider
      </Button>
      {opened ? (
        <Button variant="secondary" onClick={() => void onConfirmed()} busy={busy} disabled={busy}>
          I confirmed the sale
        </Button>
      ) : null}
      <Dialog open={!!review} title="Send to the provider" onClose={() => setReview(null)}>
        {review ? (
          <dl>
            <dt>Amount</dt>
            <dd>{review.amount}</dd>
            <dt>Deposit address</dt>
            <dd data-testid="deposit-address">{review.depositAddress}</dd>
            {review.memo ? (
              <>
                <dt>Memo</dt>
                <dd>{review.memo}</dd>
              </>
            ) : null}
            <dt>Network fee</dt>
            <dd>{review.fee}</dd>
          </dl>
        ) : null}
        <Button onClick={() => void onSend()}>Send</Button>
      </Dialog>
    </Card>
  );
}
