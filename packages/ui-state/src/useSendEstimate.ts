/**
 * The send form's estimate: the family prepares the transfer for the current coin, recipient
 * and amount (debounced; stale answers ignored), then reprices it at the chosen fee option or
 * custom price. `reviewed` is the prepared transfer the review shows and the send signs: set
 * only while the wallet's transfer state and draft are that very transfer and no fee change is
 * in flight.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreparedTransfer } from '@kestrel/wallet';
import {
  chooseFee,
  errorText,
  estimateSend,
  optionFees,
  readTransfer,
  type SendCoinView,
  type TransferKit,
} from './transfer';
import { useMounted } from './useLoadState';

/** The fee choice of the send form: the family's options, or a custom price. */
export type FeeMode = 'Normal' | 'Recommended' | 'Custom';

/** Waits this long after the last change before asking for a fee estimate. */
const ESTIMATE_DELAY_MS = 300;

export type Estimate =
  | { key: string; status: 'loading' }
  | {
      key: string;
      status: 'ok';
      prepared: PreparedTransfer;
      /** The fee of each option, as the family prices it. */
      fees: ReadonlyMap<string, bigint>;
      /** The last price asked for (the family may round it, e.g. to a minimum rate). */
      asked: bigint | null;
    }
  | { key: string; status: 'error'; error: string };

export interface SendRequest {
  toAddress: string | null;
  /** Smallest units; null while the amount is not valid. */
  requested: bigint | null;
  /** Max: send-funds mode (the amount is the balance, the max rule takes the fee off). */
  maxMode: boolean;
  feeMode: FeeMode;
  /** The custom price in smallest units per fee unit, when valid. */
  customPrice: bigint | null;
}

export interface SendEstimate {
  /** The estimate of the current request (null before the first one). */
  current: Estimate | null;
  /** The transfer to review, or null while there is none that is current and settled. */
  reviewed: PreparedTransfer | null;
  /** Why the chosen fee price could not be applied. */
  feeError: string | null;
}

/** The price the chosen fee mode asks for, or null (no such option, or an invalid custom price). */
function wantedPrice(p: PreparedTransfer, r: SendRequest): bigint | null {
  if (r.feeMode === 'Custom') return r.customPrice;
  return p.options.find((o) => o.title === r.feeMode)?.price ?? null;
}

export function useSendEstimate(
  kit: TransferKit | null,
  coin: SendCoinView | null,
  r: SendRequest,
): SendEstimate {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [repricing, setRepricing] = useState(false);
  const [feeError, setFeeError] = useState<{ key: string; price: bigint; message: string } | null>(null);
  const live = useMounted();

  const key =
    coin && r.toAddress && r.requested !== null
      ? `${coin._id}|${r.toAddress}|${r.requested}|${r.maxMode}`
      : null;
  const latest = useRef<string | null>(null);
  latest.current = key;
  const request = useRef(r);
  request.current = r;

  // Prepare the transfer for the current recipient and amount, at the chosen fee price.
  useEffect(() => {
    if (!kit || !coin || !key || !r.toAddress || r.requested === null) return;
    if (estimate?.key === key) return;
    const [toAddress, amount] = [r.toAddress, r.requested];
    const timer = setTimeout(() => {
      setEstimate({ key, status: 'loading' });
      void (async () => {
        const out = await estimateSend(kit, {
          coinId: coin._id,
          toAddress,
          amount,
          isSendFunds: r.maxMode && !coin.isToken,
        });
        if (latest.current !== key || !live.current) return;
        if (!out.ok) return setEstimate({ key, status: 'error', error: out.error });
        let prepared = out.prepared;
        let asked: bigint | null = null;
        const price = wantedPrice(prepared, request.current);
        if (price !== null && price !== prepared.price) {
          const repriced = await chooseFee(kit, price).catch(() => null);
          if (repriced) [prepared, asked] = [repriced, price];
        }
        const fees = await optionFees(kit, prepared).catch(() => new Map<string, bigint>());
        if (latest.current !== key || !live.current) return;
        setEstimate({ key, status: 'ok', prepared, fees, asked });
      })();
    }, ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs per key only: fee choice changes are applied by the effect below.
  }, [kit, key]);

  // A new fee option or custom price on the current estimate: the family reprices it.
  const seq = useRef(0);
  useEffect(() => {
    if (!kit || estimate?.status !== 'ok' || estimate.key !== key) return;
    const est = estimate;
    const price = wantedPrice(est.prepared, r);
    if (price === null || price === est.prepared.price || price === est.asked) return;
    const mine = ++seq.current;
    const current = () => mine === seq.current && live.current && latest.current === est.key;
    setRepricing(true);
    chooseFee(kit, price)
      .then(
        (prepared) => {
          if (!current()) return;
          setFeeError(null);
          setEstimate({ ...est, prepared, asked: price });
        },
        (e: unknown) => {
          if (!current()) return;
          setFeeError({ key: est.key, price, message: errorText(e) });
          setEstimate({ ...est, asked: price });
        },
      )
      .finally(() => {
        if (mine === seq.current && live.current) setRepricing(false);
      });
  }, [r.feeMode, r.customPrice, estimate]);

  const current = estimate?.key === key ? estimate : null;
  const ok = current?.status === 'ok' ? current : null;
  const wanted = ok ? wantedPrice(ok.prepared, r) : null;
  const failed = !!ok && feeError?.key === ok.key && feeError.price === wanted;
  const priced =
    !!ok &&
    (wanted === null
      ? r.feeMode !== 'Custom'
      : (ok.prepared.price === wanted || ok.asked === wanted) && !failed);
  // The wallet's transfer state must be this estimate's: the send signs the draft it holds.
  const t = kit ? readTransfer(kit) : null;
  const inStore =
    !!t &&
    !!coin &&
    !t.isLoading &&
    t.success === true &&
    t.currentCoin === coin._id &&
    t.toAddress === r.toAddress &&
    t.initialAmount === r.requested?.toString();
  return {
    current,
    reviewed: ok && priced && inStore && !repricing ? ok.prepared : null,
    feeError: failed ? (feeError?.message ?? null) : null,
  };
}
