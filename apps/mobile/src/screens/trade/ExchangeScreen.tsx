/**
 * Exchange (/home/exchange, app-layer §4), rendered from ui-state's useExchangeForm over the
 * product API's /exchange relay (ChangeNOW-shaped): from a wallet coin into a coin or token of
 * another chain at a fixed rate. Get quote lists the providers quoting the pair; Exchange creates
 * the order with the chosen one and estimates the deposit's fee; the review is a step of this
 * screen, and Confirm sends the deposit through the send pipeline ('Exchange' toasts, then Home).
 */
import { exchangeQuoteLimits, exchangeQuoteUntil, useExchangeForm } from '@kestrel/ui-state/useExchangeForm';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { Fact } from './parts/Fact';

export default function ExchangeScreen() {
  const f = useExchangeForm();
  const { review, to } = f;

  if (review) {
    return (
      <Screen title="Review exchange">
        <Fact label="Send" value={f.sendText} />
        <Fact label="To the deposit address" value={review.depositAddress} testID="deposit-address" />
        {review.memo ? <Fact label="Memo" value={review.memo} /> : null}
        <Fact label="You receive" value={`${review.amountTo} ${to.symbol}`} />
        <Fact label="Network fee" value={review.fee} />
        <Button label="Confirm" busy={f.sending} onPress={() => void f.confirm()} />
        <Button variant="ghost" label="Back" onPress={f.closeReview} />
      </Screen>
    );
  }

  return (
    <Screen title="Exchange">
      <Choice
        label="From"
        value={f.from?._id ?? ''}
        onChange={f.setFromId}
        options={f.coins.map((c) => ({ value: c._id, label: c.symbol }))}
      />
      <TextField label="Amount" inputMode="decimal" value={f.amount} onChangeText={f.setAmount} />
      <Choice
        label="To"
        value={f.toIndex}
        onChange={f.setToIndex}
        options={f.targets.map((t, i) => ({ value: i, label: t.label }))}
      />
      <TextField
        label="Receiving address"
        hint={f.receiverHint}
        value={f.receiver}
        onChangeText={f.setReceiver}
      />
      <Button
        variant="secondary"
        label="Get quote"
        onPress={() => void f.onQuote()}
        busy={f.busy}
        disabled={!f.from}
      />
      {f.quotes.length > 0 ? (
        <Choice
          label="Providers (fixed rate)"
          value={f.provider}
          onChange={f.setProvider}
          options={f.quotes.map((q) => ({
            value: q.providerName,
            label: `${q.providerDisplayName}: ${q.amountTo} ${to.symbol} (${exchangeQuoteLimits(q)}; until ${exchangeQuoteUntil(q)})`,
          }))}
        />
      ) : null}
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button label="Exchange" onPress={() => void f.onOrder()} disabled={!f.provider} busy={f.busy} />
    </Screen>
  );
}
