/**
 * The send form both shells show (web Send, mobile SendScreen): the coin (sendCoin with its
 * family's presentation hints), the recipient check, the amount in coin or fiat (parseAmount,
 * unitsFromFiat) with Max (send-funds mode for the native coin; a token's whole balance), the
 * token shortfall, the fee mode and custom price with its guard (guardCustomPrice), the estimate
 * (useSendEstimate) whose prepared transfer the review shows and the send signs, and the words
 * under each field. The shells render it with their own widgets; the review is useSendConfirm.
 */
import { useEffect, useMemo, useState } from 'react';
import { formatUnits } from '@kestrel/wallet';
import { fiatOfUnits, parseAmount, unitsFromFiat, type Parsed } from './amountInput';
import { guardCustomPrice, type FeeGuard } from './feeGuard';
import { useCurrentWallet } from './hooks';
import { useCoreState } from './manage';
import { platform } from './platform';
import { useRecipientCheck } from './recipientCheck';
import { convertedText, recommendedPrice, tokenShortfall } from './sendChecks';
import { reducedReason, type SendReviewData } from './sendReview';
import { readTransfer, sendCoin } from './transfer';
import { useKitCoin } from './useKitCoin';
import { useSendEstimate, type FeeMode } from './useSendEstimate';
import { useMounted } from './useLoadState';

export type SendAmountUnit = 'coin' | 'fiat';

/** What each shell's amount field (web AmountField, mobile AmountInput) takes. */
export interface AmountFieldProps {
  symbol: string;
  currency: string;
  unit: SendAmountUnit;
  onUnit: (u: SendAmountUnit) => void;
  canFiat: boolean;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  /** The other unit's value, e.g. "≈ 12.30 USD", or a note. */
  converted: string | null;
  /** Why the amount sent differs from the one typed (the max rule), or null. */
  note?: string | null;
  onMax: () => void;
  maxBusy: boolean;
}

export const NOTHING_LEFT = 'Your balance does not cover the network fee: nothing can be sent.';
export const ESTIMATING = 'Estimating the network fee…';
export const RECIPIENT_FIRST = 'Enter the recipient to see the network fee.';

export function useSendForm(coinId: string) {
  // useKitCoin re-renders on every store change (transfer state included).
  const { kit, coin, currency, hidden, kitError, loading } = useKitCoin(coinId);
  const wallet = useCurrentWallet();

  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<SendAmountUnit>('coin');
  const [maxMode, setMaxMode] = useState(false);
  const [maxBusy, setMaxBusy] = useState(false);
  const [chosenMode, setFeeMode] = useState<FeeMode>('Recommended');
  // Settings' "Fee options" (spec feesOptions, off by default): without it, the Recommended fee.
  const feeOptionsOn = useCoreState((s) => s.settings.feesOptions) ?? false;
  const feeMode: FeeMode = feeOptionsOn ? chosenMode : 'Recommended';
  const [customText, setCustomText] = useState('');
  const [recommended, setRecommended] = useState<bigint | null>(null);
  const live = useMounted();

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

  const estimate = useSendEstimate(kit, coin, {
    toAddress,
    requested,
    maxMode,
    feeMode,
    customPrice: customPrice?.ok && guard.level !== 'refuse' ? customPrice.units : null,
  });
  const current = estimate.current;
  const options = current?.status === 'ok' ? current.prepared : null;
  useEffect(() => {
    if (options) setRecommended(recommendedPrice(options));
  }, [options]);
  const reviewed = estimate.reviewed;
  const nothingLeft = reviewed?.amount === 0n;

  /** Units shown in `u`: the fiat value at the coin's rate, or the coin amount. */
  const shown = (units: bigint, u: SendAmountUnit) =>
    u === 'fiat' ? (fiatOfUnits(units, decimals, coin?.currencyRate) ?? '') : formatUnits(units, decimals);

  // Max: the field shows what will be sent once the fee is known (balance − fee).
  useEffect(() => {
    if (!maxMode || !coin || !reviewed?.isMax) return;
    setAmountText(shown(reviewed.amount, unit));
  }, [reviewed]);

  const transfer = kit ? readTransfer(kit) : null;
  const review: SendReviewData | null = useMemo(
    () =>
      reviewed && check && (check.state === 'valid' || check.state === 'resolved')
        ? {
            recipient: check,
            prepared: reviewed,
            // The wallet's fiat value when it is of this very fee.
            fiatFee:
              transfer && transfer.transactionFee === reviewed.fee.toString()
                ? transfer.fiatEstimateFee
                : null,
          }
        : null,
    [reviewed, check, transfer?.transactionFee, transfer?.fiatEstimateFee],
  );

  /** Typing an amount leaves Max. */
  const onAmount = (v: string) => {
    setAmountText(v);
    setMaxMode(false);
  };

  /** Switching the unit keeps the amount, shown in the other unit. */
  const onUnit = (u: SendAmountUnit) => {
    if (u === unit) return;
    if (parsed?.ok && amountText.trim()) setAmountText(shown(parsed.units, u));
    setUnit(u);
  };

  /** Max: the native coin sends its balance less the fee (the estimate says how much); a token its balance. */
  const onMax = async () => {
    if (!kit || !coin) return;
    setMaxBusy(true);
    try {
      let bal = balance;
      if (bal === null) {
        await kit.mod.refreshBalances(kit.env, { coinIds: [coin._id] });
        const fresh = sendCoin(kit, coin._id, coin.hints)?.totalBalance;
        bal = fresh !== undefined ? BigInt(fresh) : null;
      }
      if (bal === null) {
        platform().notify({
          kind: 'error',
          title: 'Balance not available',
          text: 'The balance could not be read.',
        });
        return;
      }
      if (coin.isToken) {
        setMaxMode(false);
        setUnit('coin');
        setAmountText(formatUnits(bal, decimals));
      } else {
        setMaxMode(true);
        // Until the fee is known the field shows the balance; the estimate sets balance − fee.
        setAmountText(shown(bal, unit));
      }
    } finally {
      if (live.current) setMaxBusy(false);
    }
  };

  const amountError =
    shortfall ?? (maxMode || !amountText.trim() || parsed?.ok ? null : (parsed?.reason ?? null));
  const customError =
    customText.trim() && customPrice && !customPrice.ok
      ? customPrice.reason
      : guard.level === 'refuse'
        ? guard.text
        : null;
  const status = current?.status === 'loading' ? ESTIMATING : !toAddress ? RECIPIENT_FIRST : null;
  const converted = coin ? convertedText(coin, parsed, { maxMode, unit, currency }) : null;
  const reducedNote = coin && reviewed && !nothingLeft ? reducedReason(coin, reviewed) : null;

  return {
    kit,
    kitError,
    wallet,
    loading,
    coin,
    currency,
    hidden,
    to,
    setTo,
    check,
    checking,
    toAddress,
    amountText,
    onAmount,
    unit,
    onUnit,
    maxMode,
    onMax,
    maxBusy,
    parsed,
    balance,
    amountError,
    /** The typed amount in the other unit, or what Max means, under the field. */
    converted,
    /** Why the amount is less than asked (the max rule), beside the field. */
    reducedNote,
    /** The amount field's props, as both shells pass them (null without a coin). */
    amountField: coin
      ? ({
          symbol: coin.symbol,
          currency,
          unit,
          onUnit,
          canFiat: !!coin.currencyRate,
          value: amountText,
          onChange: onAmount,
          error: amountError,
          converted,
          note: reducedNote,
          onMax: () => void onMax(),
          maxBusy,
        } satisfies AmountFieldProps)
      : null,
    feeOptionsOn,
    feeMode,
    setFeeMode,
    customText,
    setCustomText,
    customPrice,
    customError,
    feeWarning: guard.level === 'warn' ? guard.text : null,
    estimate,
    estimateError: current?.status === 'error' ? (transfer?.customError ?? current.error) : null,
    nothingLeft,
    /** A line under the form while there is no fee yet, else null. */
    status,
    review,
    canReview: !!review && !nothingLeft,
    live,
  };
}

export type SendForm = ReturnType<typeof useSendForm>;
