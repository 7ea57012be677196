/**
 * Exchange (app-layer §4), rendered from ui-state's useExchangeForm: from a wallet coin into a
 * coin or token of another chain at a fixed rate. Get quote lists the providers that quote the
 * pair (amount out at the provider's precision, how long the rate holds); Exchange creates the
 * order with the chosen provider, sets the transfer to its deposit address and estimates the fee;
 * Confirm sends the deposit through the send pipeline with the 'Exchange' toasts and goes Home.
 */
import { exchangeQuoteLimits, exchangeQuoteUntil, useExchangeForm } from '@kestrel/ui-state/useExchangeForm';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

export default function Exchange() {
  const f = useExchangeForm();
  const { review, to } = f;
  return (
    <Card>
      <h1>Exchange</h1>
      <Select
        label="From"
        value={f.from?._id ?? ''}
        onChange={(e) => f.setFromId(e.target.value)}
        options={f.coins.map((c) => ({ value: c._id, label: `${c.symbol} (${c.name})` }))}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        value={f.amount}
        onChange={(e) => f.setAmount(e.target.value)}
      />
      <Select
        label="To"
        value={String(f.toIndex)}
        onChange={(e) => f.setToIndex(Number(e.target.value))}
        options={f.targets.map((t, i) => ({ value: String(i), label: t.label }))}
      />
      <TextField
        label="Receiving address"
        hint={f.receiverHint}
        mono
        value={f.receiver}
        onChange={(e) => f.setReceiver(e.target.value)}
      />
      <Button variant="secondary" onClick={() => void f.onQuote()} busy={f.busy} disabled={f.busy || !f.from}>
        Get quote
      </Button>
      {f.quotes.length > 0 ? (
        <fieldset aria-label="Providers">
          <legend>Providers (fixed rate)</legend>
          {f.quotes.map((q) => (
            <label key={q.providerName} style={{ display: 'block' }}>
              <input
                type="radio"
                name="provider"
                value={q.providerName}
                checked={f.provider === q.providerName}
                onChange={() => f.setProvider(q.providerName)}
              />{' '}
              {q.providerDisplayName}: <strong data-testid="amount-to">{q.amountTo}</strong> {to.symbol}{' '}
              <small>
                ({exchangeQuoteLimits(q)}; rate valid until {exchangeQuoteUntil(q)})
              </small>
            </label>
          ))}
        </fieldset>
      ) : null}
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button onClick={() => void f.onOrder()} disabled={f.busy || !f.provider} busy={f.busy}>
        Exchange
      </Button>
      <Dialog open={!!review} title="Review exchange" onClose={f.closeReview}>
        {review ? (
          <dl>
            <dt>Send</dt>
            <dd>{f.sendText}</dd>
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
        <Button
          onClick={() => {
            void f.confirm();
            f.closeReview();
          }}
        >
          Confirm
        </Button>
      </Dialog>
    </Card>
  );
}
