/**
 * The send form's state and its wiring to the view models, as the web shell's Send: the coin
 * (sendCoin with its family's presentation hints), the recipient check, the amount in coin or
 * fiat (parseAmount, unitsFromFiat), Max (send-funds mode for the native coin; a token's whole
 * balance), the token shortfall, the fee mode and custom price with its guard (guardCustomPrice),
 * and the estimate (useSendEstimate) whose prepared transfer the review shows and the send signs.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatUnits } from '@kestrel/wallet';
import { fiatOfUnits, parseAmount, unitsFromFiat, type Parsed } from '@kestrel/ui-state/amountInput';
import { guardCustomPrice, type FeeGuard } from '@kestrel/ui-state/feeGuard';
import { useSession } from '@kestrel/ui-state/hooks';
import { useCoreState } from '@kestrel/ui-state/manage';
import { usePresentations } from '@kestrel/ui-state/presentation';
import { recommendedPrice, tokenShortfall } from '@kestrel/ui-state/sendChecks';
import { readTransfer, sendCoin, storedCoin, useTransferKit } from '@kestrel/ui-state/transfer';
import { useSendEstimate, type FeeMode } from '@kestrel/ui-state/useSendEstimate';
import type { ReviewData } from './parts/SendReview';
import { useRecipientCheck } from '@kestrel/ui-state/recipientCheck';
import type { AmountUnit } from './parts/AmountInput';

export function useSendForm(coinId: string) {
  const snap = useSession(); // re-renders on every store change (transfer state included)
  const { kit, error: kitError } = useTransferKit();
  const unlocked = !!kit && snap.status === 'unlocked';
  const chainName = unlocked ? storedCoin(kit, coinId)?.chain_name : undefined;
  const knownChain = !!chainName && !!kit?.chains.isChainName(chainName);
  const hints = usePresentations(knownChain && chainName ? [chainName] : []).get(chainName ?? '');
  const coin = unlocked && hints ? sendCoin(kit, coinId, hints) : null;

  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [unit, setUnit] = useState<AmountUnit>('coin');
  const [maxMode, setMaxMode] = useState(false);
  const [chosenMode, setFeeMode] = useState<FeeMode>('Recommended');
  // Settings' "Fee options" (spec feesOptions, off by default): without it, the Recommended fee.
  const feeOptionsOn = useCoreState((s) => s.settings.feesOptions) ?? false;
  const feeMode: FeeMode = feeOptionsOn ? chosenMode : 'Recommended';
  const [customText, setCustomText] = useState('');
  const [recommended, setRecommended] = useState<bigint | null>(null);

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
            fiatFee:
              transfer && transfer.transactionFee === reviewed.fee.toString()
                ? transfer.fiatEstimateFee
                : null,
          }
        : null,
    [reviewed, check, transfer?.transactionFee, transfer?.fiatEstimateFee],
  );

  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  return {
    snap,
    kit,
    kitError,
    loading: !kit || (knownChain && !hints),
    coin,
    to,
    setTo,
    check,
    checking,
    toAddress,
    amountText,
    setAmountText,
    unit,
    setUnit,
    maxMode,
    setMaxMode,
    parsed,
    balance,
    shortfall,
    feeOptionsOn,
    feeMode,
    setFeeMode,
    customText,
    setCustomText,
    customPrice,
    guard,
    estimate,
    review,
    transfer,
    live,
  };
}

export type SendForm = ReturnType<typeof useSendForm>;
