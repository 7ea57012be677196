/**
 * Send (/home/send/:coinId): recipient checked as typed, amount in coin or fiat with Max, fee
 * options (Normal, Recommended, Custom), then a review dialog that sends through the wallet's
 * send flow or adds the transfer to the batch. Nothing is sent until the review is confirmed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentWallet, useSession, session } from '../../state/hooks';
import {
  addEstimatedToBatch,
  chooseFee,
  estimateSend,
  readTransfer,
  sendCoin,
  sendEstimated,
  useTransferKit,
} from '../../state/transfer';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import { AmountField, type AmountUnit } from './AmountField';
import {
  fiatOfUnits,
  parseDecimalUnits,
  parseGwei,
  parseSatPerVbyte,
  plainUnits,
  unitsFromFiat,
  type Parsed,
} from './amountInput';
import { FeePicker, feeOf, type FeeMode } from './FeePicker';
import { RecipientField, useRecipientCheck } from './RecipientField';
import { ReviewDialog, type ReviewData } from './ReviewDialog';
import styles from './Send.module.css';

/** Waits this long after the last change before asking for a fee estimate. */
const ESTIMATE_DELAY_MS = 300;

type Estimate =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ok'; sizeUnits: string | null }
  | { key: string; status: 'error'; error: string };

export default function Send() {
  const { coinId = '' } = useParams();
  const navigate = useNavigate();
  const snap = useSession(); // re-renders on every store change (transfer state included)
  const wallet = useCurrentWallet();
  const { kit, error: kitError } = useTransferKit();
  const coin = kit && snap.status === 'unlocked' ? sendCoin(kit, coinId) : null;
  const currency = snap.settings.localCurrency;
  const hidden = wallet?.privacyMode ?? false;

  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('coin');
  const [maxMode, setMaxMode] = useState(false);
  const [maxBusy, setMaxBusy] = useState(false);
  const [feeMode, setFeeMode] = useState<FeeMode>('Recommended');
  const [customText, setCustomText] = useState('');
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [reviewing, setReviewing] = useState(false);
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
      ? parseDecimalUnits(amountText, decimals)
      : unitsFromFiat(amountText, decimals, coin.currencyRate ?? '');
  const balance = coin?.totalBalance !== undefined ? BigInt(coin.totalBalance) : null;
  const requested = maxMode ? balance : parsed?.ok ? parsed.units : null;
  const key =
    coin && toAddress && requested !== null ? `${coin._id}|${toAddress}|${requested}|${maxMode}` : null;
  const customPrice: Parsed | null = !coin?.customFee
    ? null
    : coin.customFee === 'gwei'
      ? parseGwei(customText)
      : parseSatPerVbyte(customText);

  /** The price of the chosen fee option, or null (Recommended stays as the estimate set it). */
  const chosenPrice = (options: { title: string; gasPrice: string }[]): bigint | null => {
    if (feeMode === 'Custom') return customPrice?.ok ? customPrice.units : null;
    if (feeMode === 'Normal') {
      const o = options.find((x) => x.title === 'Normal');
      return o ? BigInt(o.gasPrice) : null;
    }
    return null;
  };

  /** After an estimate or a fee choice: the max logic may have changed the amount. */
  const followMax = () => {
    if (!kit || !coin || coin.isToken) return;
    const t = readTransfer(kit);
    if (!t.isMax) return;
    const units = BigInt(t.amount);
    setMaxMode(true);
    setAmountText(
      unit === 'fiat' ? (fiatOfUnits(units, decimals, coin.currencyRate) ?? '') : plainUnits(units, decimals),
    );
  };

  // Fee estimate for the current recipient and amount (debounced; stale answers ignored).
  const latest = useRef<string | null>(null);
  useEffect(() => {
    latest.current = key;
    if (!kit || !coin || !key || !toAddress || requested === null) return;
    if (estimate?.key === key) return;
    const timer = setTimeout(() => {
      setEstimate({ key, status: 'loading' });
      void (async () => {
        const r = await estimateSend(kit, {
          coinId: coin._id,
          toAddress,
          amount: requested,
          isSendFunds: maxMode && !coin.isToken,
        });
        if (latest.current !== key || !live.current) return;
        if (!r.ok) return setEstimate({ key, status: 'error', error: r.error });
        const price = chosenPrice(readTransfer(kit).feesOptions);
        if (price !== null) await chooseFee(kit, coin, price, r.sizeUnits).catch(() => undefined);
        setEstimate({ key, status: 'ok', sizeUnits: r.sizeUnits });
        followMax();
      })();
    }, ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs per key only: fee choice changes are applied by the effect below.
  }, [kit, key]);

  // A new fee option or custom price on the current estimate.
  useEffect(() => {
    if (!kit || !coin || estimate?.status !== 'ok' || estimate.key !== key) return;
    const t = readTransfer(kit);
    const price =
      chosenPrice(t.feesOptions) ??
      (feeMode === 'Recommended'
        ? BigInt(t.feesOptions.find((o) => o.title === 'Recommended')?.gasPrice ?? t.gasFee ?? '0')
        : null);
    if (price === null || price === 0n || t.gasFee === price.toString()) return;
    void chooseFee(kit, coin, price, estimate.sizeUnits).then(followMax, () => undefined);
  }, [feeMode, customText, estimate]);

  const transfer = kit ? readTransfer(kit) : null;
  const estimated =
    !!coin &&
    !!transfer &&
    estimate?.status === 'ok' &&
    estimate.key === key &&
    !transfer.isLoading &&
    transfer.success === true &&
    transfer.currentCoin === coin._id &&
    transfer.toAddress === toAddress &&
    transfer.initialAmount === requested?.toString();
  const ready = estimated && (feeMode !== 'Custom' || !!customPrice?.ok);
  const sendUnits = ready ? BigInt(transfer.amount) : null;
  const nothingLeft = sendUnits === 0n;

  const review: ReviewData | null = useMemo(
    () =>
      ready && check && (check.state === 'valid' || check.state === 'resolved') && transfer.transactionFee
        ? {
            recipient: check,
            amount: BigInt(transfer.amount),
            fee: BigInt(transfer.transactionFee),
            fiatFee: transfer.fiatEstimateFee,
            isMax: transfer.isMax,
          }
        : null,
    [ready, check, transfer?.amount, transfer?.transactionFee, transfer?.fiatEstimateFee, transfer?.isMax],
  );

  if (kitError) return <Notice kind="error">{kitError}</Notice>;
  if (!kit || !wallet) return <p className={styles.status}>Loading…</p>;
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
          : plainUnits(parsed.units, decimals),
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
        const fresh = sendCoin(kit, coin._id)?.totalBalance;
        bal = fresh !== undefined ? BigInt(fresh) : null;
      }
      if (bal === null) return showToast('error', 'Balance not available', 'The balance could not be read.');
      if (coin.isToken) {
        setMaxMode(false);
        setUnit('coin');
        setAmountText(plainUnits(bal, decimals));
      } else {
        setMaxMode(true);
        // Until the fee is known the field shows the balance; the estimate sets balance − fee.
        setAmountText(
          unit === 'fiat' ? (fiatOfUnits(bal, decimals, coin.currencyRate) ?? '') : plainUnits(bal, decimals),
        );
      }
    } finally {
      if (live.current) setMaxBusy(false);
    }
  };

  const confirm = async () => {
    setBusy('send');
    const r = await sendEstimated(kit);
    // On a broadcast the flow has gone Home; without a transaction its toast says why.
    if (live.current && r.status === 1) {
      setBusy(null);
      setReviewing(false);
    }
  };

  const addToBatch = async () => {
    setBusy('batch');
    const r = await addEstimatedToBatch(kit, coin, () => session.save());
    if (!live.current) return;
    setBusy(null);
    if (!r.ok) return showToast('error', r.title, r.message);
    setReviewing(false);
    showToast('success', 'Added to batch', 'Send the batch from the batch view.');
    void navigate('/home');
  };

  const amountError = maxMode || !amountText.trim() || parsed?.ok ? null : (parsed?.reason ?? null);
  const converted = !parsed?.ok
    ? maxMode
      ? 'Maximum: your balance minus the network fee'
      : null
    : unit === 'coin'
      ? coin.currencyRate
        ? `≈ ${fiatOfUnits(parsed.units, decimals, coin.currencyRate)} ${currency}`
        : 'No price known: fiat value unavailable'
      : `≈ ${plainUnits(parsed.units, decimals)} ${coin.symbol}`;
  const feeFor = (price: bigint) =>
    feeOf(price, {
      estimateGas: transfer?.estimateGas ?? null,
      l1Fees: kit.env.getState().transfer.l1Fees,
      sizeUnits: estimate?.status === 'ok' ? estimate.sizeUnits : null,
    });

  let status: string | null = null;
  if (estimate?.key === key && estimate.status === 'loading') status = 'Estimating the network fee…';
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
            onMax={() => void onMax()}
            maxBusy={maxBusy}
          />
          {estimated && transfer.feesOptions.length ? (
            <FeePicker
              coin={coin}
              options={transfer.feesOptions}
              mode={feeMode}
              onMode={setFeeMode}
              custom={customText}
              onCustom={setCustomText}
              customError={customText.trim() && customPrice && !customPrice.ok ? customPrice.reason : null}
              feeFor={feeFor}
              hidden={hidden}
            />
          ) : null}
          {maxMode && ready && transfer.isMax && !nothingLeft ? (
            <Notice kind="info">The amount is your balance minus the network fee (maximum).</Notice>
          ) : null}
          {nothingLeft ? (
            <Notice kind="error">Your balance does not cover the network fee: nothing can be sent.</Notice>
          ) : null}
          {estimate?.key === key && estimate.status === 'error' ? (
            <Notice kind="error">{transfer?.customError ?? estimate.error}</Notice>
          ) : null}
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
        currency={currency}
        busy={busy}
        onConfirm={() => void confirm()}
        onAddToBatch={() => void addToBatch()}
        onClose={() => setReviewing(false)}
      />
    </div>
  );
}
