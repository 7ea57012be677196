/**
 * Send (/home/send/:coinId): recipient checked as typed, amount in coin or fiat with Max, fee
 * options (Normal, Recommended, Custom), then a review dialog of the prepared transfer that
 * sends exactly it through the wallet's send flow, or adds it to the batch. Nothing is sent
 * until the review is confirmed; an amount the max rule reduced is shown with the reason at the
 * amount field and in the review; a token amount above its balance is 'Insufficient funds'; a
 * custom fee far above the Recommended one warns, an absurd one is refused (feeGuard.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatUnits } from '@kestrel/wallet';
import { addReviewedToBatch } from '@kestrel/ui-state/batchAdd';
import { useCurrentWallet, useSession, session } from '@kestrel/ui-state/hooks';
import { useCoreState } from '@kestrel/ui-state/manage';
import { usePresentations } from '@kestrel/ui-state/presentation';
import {
  readTransfer,
  REVIEW_CHANGED,
  sendCoin,
  sendReviewed,
  storedCoin,
  useTransferKit,
} from '@kestrel/ui-state/transfer';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import { AmountField, type AmountUnit } from './AmountField';
import { fiatOfUnits, parseAmount, unitsFromFiat, type Parsed } from '@kestrel/ui-state/amountInput';
import { guardCustomPrice, type FeeGuard } from '@kestrel/ui-state/feeGuard';
import { FeePicker, FeeSummary, type FeeMode } from './FeePicker';
import { FormNotices } from './FormNotices';
import { RecipientField, useRecipientCheck } from './RecipientField';
import { reducedReason, ReviewDialog, type ReviewData } from './ReviewDialog';
import styles from './Send.module.css';
import { convertedText, recommendedPrice, tokenShortfall } from './sendChecks';
import { useSendEstimate } from './useSendEstimate';

export default function Send() {
  const { coinId = '' } = useParams();
  const navigate = useNavigate();
  const snap = useSession(); // re-renders on every store change (transfer state included)
  const wallet = useCurrentWallet();
  const { kit, error: kitError } = useTransferKit();
  const unlocked = !!kit && snap.status === 'unlocked';
  const chainName = unlocked ? storedCoin(kit, coinId)?.chain_name : undefined;
  const knownChain = !!chainName && !!kit?.chains.isChainName(chainName);
  const hints = usePresentations(knownChain && chainName ? [chainName] : []).get(chainName ?? '');
  const coin = unlocked && hints ? sendCoin(kit, coinId, hints) : null;
  const currency = snap.settings.localCurrency;
  const hidden = wallet?.privacyMode ?? false;

  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('coin');
  const [maxMode, setMaxMode] = useState(false);
  const [maxBusy, setMaxBusy] = useState(false);
  const [chosenMode, setFeeMode] = useState<FeeMode>('Recommended');
  // Settings' "Fee options" (spec feesOptions, off by default): without it, the Recommended fee.
  const feeOptionsOn = useCoreState((s) => s.settings.feesOptions) ?? false;
  const feeMode: FeeMode = feeOptionsOn ? chosenMode : 'Recommended';
  const [customText, setCustomText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [recommended, setRecommended] = useState<bigint | null>(null);
  const [busy, setBusy] = useState<'send' | 'batch' | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // The balance is shown and Max needs it: read it once when the wallet has no reading yet.
  const unread = !!coin && coin.totalBalance === undefined;
  useEffect(() => {
    if (kit && unread) void kit.mod.refreshBalances(kit.env, { coinIds: [coinId] }).catch(() => undefined);
  }, [kit, unread, coinId]);

  const { check, checking } = useRecipientCheck(kit, coin?.chain_name ?? null, to);
  const toAddress = check?.state === 'valid' || check?.state === 'resolved' ? check.address : null;

  const decimals = coin?.decimal ?? 0;
  const parsed: Parsed | null = !coin
    ? null
    : unit === 'coin'
      ? parseAmount(amountText, decimals)
      : unitsFromFiat(amountText, decimals, coin.currencyRate ?? '');
  const balance = coin?.totalBalance !== undefined ? BigInt(coin.totalBalance) : null;
  const shortfall = coin && parsed?.ok && !maxMode ? tokenShortfall(coin, parsed.units, balance) : null;
  const requested = maxMode ? balance : parsed?.ok && !shortfall ? parsed.units : null;
  const customPrice: Parsed | null = coin?.hints.customFeeUnit
    ? parseAmount(customText, coin.hints.customFeeDecimals, { what: 'fee price' })
    : null;
  // A custom price far above the Recommended one warns; an absurd one is never applied.
  const guard: FeeGuard =
    feeMode === 'Custom' && customPrice?.ok
      ? guardCustomPrice(customPrice.units, recommended)
      : { level: 'ok' };

  const {
    current: estimate,
    reviewed,
    feeError,
  } = useSendEstimate(kit, coin, {
    toAddress,
    requested,
    maxMode,
    feeMode,
    customPrice: customPrice?.ok && guard.level !== 'refuse' ? customPrice.units : null,
  });
  const options = estimate?.status === 'ok' ? estimate.prepared : null;
  useEffect(() => {
    if (options) setRecommended(recommendedPrice(options));
  }, [options]);
  const nothingLeft = reviewed?.amount === 0n;

  // Max: the field shows what will be sent once the fee is known (balance − fee).
  useEffect(() => {
    if (!maxMode || !coin || !reviewed?.isMax) return;
    setAmountText(
      unit === 'fiat'
        ? (fiatOfUnits(reviewed.amount, decimals, coin.currencyRate) ?? '')
        : formatUnits(reviewed.amount, decimals),
    );
  }, [reviewed]);

  const transfer = kit ? readTransfer(kit) : null;
  const review: ReviewData | null = useMemo(
    () =>
      reviewed && check && (check.state === 'valid' || check.state === 'resolved')
        ? {
            recipient: check,
            prepared: reviewed,
            // The wallet's fiat value when it is of this very fee.
            fiatFee: transfer?.transactionFee === reviewed.fee.toString() ? transfer.fiatEstimateFee : null,
          }
        : null,
    [reviewed, check, transfer?.transactionFee, transfer?.fiatEstimateFee],
  );

  if (kitError) return <Notice kind="error">{kitError}</Notice>;
  if (!kit || !wallet || (knownChain && !hints)) return <p className={styles.status}>Loading…</p>;
  if (!coin)
    return (
      <Card>
        <h1>Send</h1>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </Card>
    );

  const onAmount = (v: string) => {
    setAmountText(v);
    setMaxMode(false);
  };

  const onUnit = (u: AmountUnit) => {
    if (u === unit) return;
    if (parsed?.ok && amountText.trim()) {
      setAmountText(
        u === 'fiat'
          ? (fiatOfUnits(parsed.units, decimals, coin.currencyRate) ?? '')
          : formatUnits(parsed.units, decimals),
      );
    }
    setUnit(u);
  };

  const onMax = async () => {
    setMaxBusy(true);
    try {
      let bal = balance;
      if (bal === null) {
        await kit.mod.refreshBalances(kit.env, { coinIds: [coin._id] });
        const fresh = sendCoin(kit, coin._id, coin.hints)?.totalBalance;
        bal = fresh !== undefined ? BigInt(fresh) : null;
      }
      if (bal === null) return showToast('error', 'Balance not available', 'The balance could not be read.');
      if (coin.isToken) {
        setMaxMode(false);
        setUnit('coin');
        setAmountText(formatUnits(bal, decimals));
      } else {
        setMaxMode(true);
        // Until the fee is known the field shows the balance; the estimate sets balance − fee.
        setAmountText(
          unit === 'fiat'
            ? (fiatOfUnits(bal, decimals, coin.currencyRate) ?? '')
            : formatUnits(bal, decimals),
        );
      }
    } finally {
      if (live.current) setMaxBusy(false);
    }
  };

  const confirm = async () => {
    if (!review) return;
    setBusy('send');
    const r = await sendReviewed(kit, review.prepared);
    if (r.error === REVIEW_CHANGED) showToast('error', REVIEW_CHANGED);
    // On a broadcast the flow has gone Home; without a transaction its toast says why.
    if (live.current && r.status === 1) {
      setBusy(null);
      setReviewing(false);
    }
  };

  const addToBatch = async () => {
    if (!review) return;
    setBusy('batch');
    const r = await addReviewedToBatch(kit, coin, review.prepared, () => session.save());
    if (!live.current) return;
    setBusy(null);
    if (!r.ok) return showToast('error', r.title, r.message);
    setReviewing(false);
    showToast('success', 'Added to batch', 'Send the batch from the batch view.');
    void navigate('/home');
  };

  const amountError =
    shortfall ?? (maxMode || !amountText.trim() || parsed?.ok ? null : (parsed?.reason ?? null));
  const converted = convertedText(coin, parsed, { maxMode, unit, currency });
  const reason = reviewed && !nothingLeft ? reducedReason(coin, reviewed) : null;

  let status: string | null = null;
  if (estimate?.status === 'loading') status = 'Estimating the network fee…';
  else if (!toAddress) status = 'Enter the recipient to see the network fee.';

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
            if (review && !nothingLeft) setReviewing(true);
          }}
        >
          <RecipientField coin={coin} value={to} onChange={setTo} check={check} checking={checking} />
          <AmountField
            symbol={coin.symbol}
            currency={currency}
            unit={unit}
            onUnit={onUnit}
            canFiat={!!coin.currencyRate}
            value={amountText}
            onChange={onAmount}
            error={amountError}
            converted={converted}
            note={reason}
            onMax={() => void onMax()}
            maxBusy={maxBusy}
          />
          {estimate?.status === 'ok' && !feeOptionsOn ? (
            <FeeSummary coin={coin} fee={estimate.prepared.fee} hidden={hidden} />
          ) : null}
          {estimate?.status === 'ok' && feeOptionsOn && estimate.prepared.options.length ? (
            <FeePicker
              coin={coin}
              options={estimate.prepared.options.map((o) => ({
                title: o.title,
                gasPrice: o.price.toString(),
              }))}
              mode={feeMode}
              onMode={setFeeMode}
              custom={customText}
              onCustom={setCustomText}
              customError={
                customText.trim() && customPrice && !customPrice.ok
                  ? customPrice.reason
                  : guard.level === 'refuse'
                    ? guard.text
                    : null
              }
              fees={estimate.fees}
              hidden={hidden}
            />
          ) : null}
          <FormNotices
            feeWarning={guard.level === 'warn' ? guard.text : null}
            feeError={feeError}
            nothingLeft={nothingLeft}
            estimateError={estimate?.status === 'error' ? (transfer?.customError ?? estimate.error) : null}
          />
          <p className={styles.status} role="status">
            {status ?? '\u00a0'}
          </p>
          <div className={styles.actions}>
            <Button type="submit" disabled={!review || nothingLeft}>
              Review
            </Button>
            <Button variant="ghost" onClick={() => void navigate('/home')}>
              Cancel
            </Button>
          </div>
        </form>
      </Card>
      <ReviewDialog
        open={reviewing}
        coin={coin}
        data={review}
        feeWarning={guard.level === 'warn' ? guard.text : null}
        currency={currency}
        busy={busy}
        onConfirm={() => void confirm()}
        onAddToBatch={() => void addToBatch()}
        onClose={() => setReviewing(false)}
      />
    </div>
  );
}
