/**
 * The one confirm sequence of the staking and votes screens (both shells): an operation is
 * prepared (`prepare`: the review, or an error toast titled for the operation), reviewed, then
 * sent exactly as reviewed (`confirm`: the flow shows the send toasts; a throw is a 'Not sent'
 * toast) and the review closes. Toasts go through the platform port (spec §8).
 */
import { useState } from 'react';
import { platform } from './platform';
import { errorText, type SendCoinView } from './transfer';
import { useMounted } from './useLoadState';

/** The toast title when the send itself throws. */
export const NOT_SENT = 'Not sent';

/** `send` signs and sends a reviewed operation (the flow shows its toasts). */
export function useReviewConfirm<R, K extends string>(send: (reviewed: R) => Promise<unknown>) {
  const [review, setReview] = useState<R | null>(null);
  const [preparing, setPreparing] = useState<K | null>(null);
  const [sending, setSending] = useState(false);
  const live = useMounted();
  const toastError = (title: string, e: unknown) =>
    void platform().notify({ kind: 'error', title, text: errorText(e) });

  /** Prepares what `key` names (busy meanwhile) into the review; a refusal is a `failTitle` toast. */
  const prepare = async (key: K, failTitle: string, make: () => Promise<R>): Promise<void> => {
    setPreparing(key);
    try {
      const r = await make();
      if (live.current) setReview(r);
    } catch (e) {
      toastError(failTitle, e);
    } finally {
      if (live.current) setPreparing(null);
    }
  };

  /** Sends the review as it is (sending meanwhile), then closes it. */
  const confirm = async (): Promise<void> => {
    if (!review) return;
    setSending(true);
    try {
      await send(review);
    } catch (e) {
      toastError(NOT_SENT, e);
    } finally {
      if (live.current) {
        setSending(false);
        setReview(null);
      }
    }
  };

  return {
    review,
    /** Opens a review prepared elsewhere (a form's). */
    setReview,
    closeReview: () => setReview(null),
    preparing,
    prepare,
    sending,
    confirm,
    /** What the shells' review (a dialog, a step) takes: the review, sending, Confirm, close. */
    reviewing: {
      review,
      busy: sending,
      onConfirm: () => void confirm(),
      onClose: () => setReview(null),
    },
  };
}

/** What the shells' review of a staking or votes operation (a dialog, a step) takes. */
export interface OperationReviewProps<R> {
  coin: SendCoinView;
  review: R;
  currency: string;
  /** The reviewed operation is being sent. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What the review frame shows of an operation's review view (stakeReviewView, voteReviewView). */
export interface OperationReviewFrame {
  title: string;
  confirm: string;
  totalLabel: string;
  total: bigint;
}
