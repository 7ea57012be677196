/**
 * Send (/home/send/:coinId): recipient checked as typed, amount in coin or fiat with Max, fee
 * options (Normal, Recommended, Custom), then a review dialog of the prepared transfer that
 * sends exactly it through the wallet's send flow, or adds it to the batch. Nothing is sent
 * until the review is confirmed; an amount the max rule reduced is shown with the reason at the
 * amount field and in the review; a token amount above its balance is 'Insufficient funds'; a
 * custom fee far above the Recommended one warns, an absurd one is refused (feeGuard.ts).
 * The form and its review are @kestrel/ui-state's useSendForm and useSendConfirm (shared with
 * the mobile shell); this file renders them.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useSendConfirm } from '@kestrel/ui-state/useSendConfirm';
import { useSendForm } from '@kestrel/ui-state/useSendForm';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { AmountField } from './AmountField';
import { FeePicker, FeeSummary } from './FeePicker';
import { FormNotices } from './FormNotices';
import { RecipientField } from './RecipientField';
import { ReviewDialog } from './ReviewDialog';
import styles from './Send.module.css';

export default function Send() {
  const { coinId = '' } = useParams();
  const navigate = useNavigate();
  const f = useSendForm(coinId);
  const r = useSendConfirm(f, () => void navigate('/home'));
  const { coin, currency, hidden } = f;
  const current = f.estimate.current;

  if (f.kitError) return <Notice kind="error">{f.kitError}</Notice>;
  if (f.loading) return <p className={styles.status}>Loading…</p>;
  if (!coin)
    return (
      <Card>
        <h1>Send</h1>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </Card>
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>Send {coin.name}</h1>
        <p className={styles.balance}>
          Balance:{' '}
          <Amount value={coin.totalBalance} decimals={coin.decimal} symbol={coin.symbol} hidden={hidden} />
        </p>
      </div>
      <Card aria-label={`Send ${coin.name}`}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            r.open();
          }}
        >
          <RecipientField coin={coin} value={f.to} onChange={f.setTo} check={f.check} checking={f.checking} />
          {f.amountField ? <AmountField {...f.amountField} /> : null}
          {current?.status === 'ok' && !f.feeOptionsOn ? (
            <FeeSummary coin={coin} fee={current.prepared.fee} hidden={hidden} />
          ) : null}
          {current?.status === 'ok' && f.feeOptionsOn && current.prepared.options.length ? (
            <FeePicker
              coin={coin}
              options={current.prepared.options.map((o) => ({
                title: o.title,
                gasPrice: o.price.toString(),
              }))}
              mode={f.feeMode}
              onMode={f.setFeeMode}
              custom={f.customText}
              onCustom={f.setCustomText}
              customError={f.customError}
              fees={current.fees}
              hidden={hidden}
            />
          ) : null}
          <FormNotices
            feeWarning={f.feeWarning}
            feeError={f.estimate.feeError}
            nothingLeft={f.nothingLeft}
            estimateError={f.estimateError}
          />
          <p className={styles.status} role="status">
            {f.status ?? '\u00a0'}
          </p>
          <div className={styles.actions}>
            <Button type="submit" disabled={!f.canReview}>
              Review
            </Button>
            <Button variant="ghost" onClick={() => void navigate('/home')}>
              Cancel
            </Button>
          </div>
        </form>
      </Card>
      <ReviewDialog
        open={r.reviewing}
        coin={coin}
        data={f.review}
        feeWarning={f.feeWarning}
        currency={currency}
        busy={r.busy}
        onConfirm={r.confirm}
        onAddToBatch={r.addToBatch}
        onClose={r.close}
      />
    </div>
  );
}
