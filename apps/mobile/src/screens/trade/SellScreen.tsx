/**
 * Sell crypto (/home/sell, app-layer §4) through ui-state's trade view model over the product
 * API's /sell relay (MoonPay-shaped): the amount's quote comes 800 ms after the last keystroke;
 * Continue opens the chosen provider's page (Linking: a new tab on the web build, the browser on
 * a phone), where the sale is confirmed; "I confirmed the sale" fetches the payment details and
 * estimates the deposit's fee; the review is a step of this screen and Send sends the deposit.
 */
import { useEffect, useRef, useState } from 'react';
import { Linking, Text } from 'react-native';
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
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors } from '../../ui/theme';
import { Fact } from './parts/Fact';

type Review = Extract<Awaited<ReturnType<typeof reviewSale>>, { ok: true }>;
type Quoter = Awaited<ReturnType<typeof sellQuoter>>;

const FIATS = [
  { value: 'usd', label: 'USD' },
  { value: 'eur', label: 'EUR' },
];

export default function SellScreen() {
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
      await Linking.openURL(url);
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

  if (review) {
    return (
      <Screen title="Send to the provider">
        <Fact label="Amount" value={review.amount} />
        <Fact label="Deposit address" value={review.depositAddress} testID="deposit-address" />
        {review.memo ? <Fact label="Memo" value={review.memo} /> : null}
        <Fact label="Network fee" value={review.fee} />
        <Button
          label="Send"
          busy={busy}
          onPress={() => {
            setBusy(true);
            void confirmSale();
          }}
        />
        <Button variant="ghost" label="Back" onPress={() => setReview(null)} />
      </Screen>
    );
  }

  return (
    <Screen title="Sell crypto">
      <Choice
        label="Coin"
        value={coin?._id ?? ''}
        onChange={setCoinId}
        options={coins.map((c) => ({ value: c._id, label: c.symbol }))}
      />
      <TextField label="Amount to sell" inputMode="decimal" value={amount} onChangeText={setAmount} />
      <Choice label="Receive in" value={fiat} onChange={setFiat} options={FIATS} />
      {state?.loading ? <Text style={{ color: colors.muted }}>Getting quotes…</Text> : null}
      {providers.length > 0 ? (
        <Choice
          label="Providers"
          value={provider}
          onChange={setProvider}
          options={providers.map((p) => ({
            value: p.providerName,
            label: `${p.providerDisplayName}: ${p.fiatAmount} ${p.fiat.toUpperCase()} (fee ${p.feeAmount})`,
          }))}
        />
      ) : null}
      {state?.error ? <Notice kind="error">{state.error}</Notice> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Button
        label="Continue with provider"
        onPress={() => void onContinue()}
        disabled={!provider || providers.length === 0}
      />
      {opened ? (
        <Button
          variant="secondary"
          label="I confirmed the sale"
          onPress={() => void onConfirmed()}
          busy={busy}
        />
      ) : null}
    </Screen>
  );
}
