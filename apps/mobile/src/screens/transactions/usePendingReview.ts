/**
 * The speed-up or cancel under review: the family prepares the replacement (the wallet's
 * previewPendingUpdate, through the view models' previewPending), the review shows its fee, and
 * Confirm sends exactly that prepared replacement.
 */
import { useCallback, useRef, useState } from 'react';
import type { PreparedTransfer } from '@kestrel/wallet';
import { previewPending, type PendingMode } from '@kestrel/ui-state/balances';

export type PendingReviewState = { hash: string; mode: PendingMode } & (
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | {
      status: 'ready';
      prepared: PreparedTransfer;
      fee: bigint;
      feeSymbol: string;
      feeDecimals: number;
      fiatFee: string | null;
    }
);

export function usePendingReview(coinId: string | undefined): {
  review: PendingReviewState | null;
  open: (hash: string, mode: PendingMode) => void;
  close: () => void;
} {
  const [review, setReview] = useState<PendingReviewState | null>(null);
  const seq = useRef(0);
  const open = useCallback(
    (hash: string, mode: PendingMode) => {
      if (!coinId) return;
      const mine = ++seq.current;
      setReview({ hash, mode, status: 'loading' });
      previewPending(coinId, hash, mode).then(
        (p) =>
          mine === seq.current &&
          setReview({
            hash,
            mode,
            status: 'ready',
            prepared: p.prepared,
            fee: p.prepared.fee,
            feeSymbol: p.feeSymbol,
            feeDecimals: p.feeDecimals,
            fiatFee: p.fiatFee,
          }),
        (e: unknown) =>
          mine === seq.current &&
          setReview({ hash, mode, status: 'error', error: e instanceof Error ? e.message : String(e) }),
      );
    },
    [coinId],
  );
  const close = useCallback(() => {
    seq.current++;
    setReview(null);
  }, []);
  return { review, open, close };
}
