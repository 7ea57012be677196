/**
 * Sell crypto (app-layer §4), rendered from ui-state's useSellForm: the amount's quote comes
 * 800 ms after the last keystroke; Continue opens the chosen provider's page in a new tab, where
 * the sale is confirmed; "I confirmed the sale" fetches the payment details and estimates the
 * deposit's fee; Send sends it through the send pipeline and goes Home.
 */
import { SELL_FIATS, useSellForm } from '@kestrel/ui-state/useSellForm';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

const openTab = (url: string) => void window.open(url, '_blank', 'noopener');

export default function Sell() {
  const f = useSellForm(openTab);
  const { review } = f;
  return (
    <Card>
      <h1>Sell crypto</h1>
      <Select
        label="Coin"
        value={f.coin?._id ?? ''}
        onChange={(e) => f.setCoinId(e.target.value)}
        options={f.coins.map((c) => ({ value: c._id, label: `${c.symbol} (${c.name})` }))}
      />
      <TextField
        label="Amount to sell"
        inputMode="decimal"
        value={f.amount}
        onChange={(e) => f.setAmount(e.target.value)}
      />
      <Select
        label="Receive in"
        value={f.fiat}
        onChange={(e) => f.setFiat(e.target.value)}
        options={SELL_FIATS}
      />
      {f.loading ? <p>Getting quotes…</p> : null}
      {f.providers.length > 0 ? (
        <fieldset aria-label="Providers">
          <legend>Providers</legend>
          {f.providers.map((p) => (
            <label key={p.providerName} style={{ display: 'block' }}>
              <input
                type="radio"
                name="sell-provider"
                checked={f.provider === p.providerName}
                onChange={() => f.setProvider(p.providerName)}
              />{' '}
              {p.providerDisplayName}: <strong data-testid="fiat-amount">{p.fiatAmount}</strong>{' '}
              {p.fiat.toUpperCase()} <small>(fee {p.feeAmount})</small>
            </label>
          ))}
        </fieldset>
      ) : null}
      {f.quoteError ? <Notice kind="error">{f.quoteError}</Notice> : null}
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <Button onClick={() => void f.onContinue()} disabled={!f.canContinue}>
        Continue with provider
      </Button>
      {f.opened ? (
        <Button variant="secondary" onClick={() => void f.onConfirmed()} busy={f.busy} disabled={f.busy}>
          I confirmed the sale
        </Button>
      ) : null}
      <Dialog open={!!review} title="Send to the provider" onClose={f.closeReview}>
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
        <Button
          onClick={() => {
            f.closeReview();
            void f.send();
          }}
        >
          Send
        </Button>
      </Dialog>
    </Card>
  );
}
