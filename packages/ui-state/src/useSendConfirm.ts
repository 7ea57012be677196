/**
 * The send review's step, as both shells run it: open it only when there is a review to show,
 * Confirm sends exactly the reviewed transfer through the wallet's send flow (it goes Home with the
 * spec's toasts; a review the wallet no longer matches is a REVIEW_CHANGED toast), "Add to batch"
 * appends it to the batch ('Added to batch', then `onBatched`, where the shell goes Home).
 */
import { useState } from 'react';
import { addReviewedToBatch } from './batchAdd';
import { session } from './hooks';
import { platform } from './platform';
import { REVIEW_CHANGED, sendReviewed } from './transfer';
import type { SendForm } from './useSendForm';

export function useSendConfirm(f: SendForm, onBatched: () => void) {
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState<'send' | 'batch' | null>(null);
  const { kit, coin, review, live } = f;

  const confirm = async () => {
    if (!kit || !review) return;
    setBusy('send');
    const r = await sendReviewed(kit, review.prepared);
    if (r.error === REVIEW_CHANGED) platform().notify({ kind: 'error', title: REVIEW_CHANGED });
    // On a broadcast the flow has gone Home; without a transaction its toast says why.
    if (live.current && r.status === 1) {
      setBusy(null);
      setReviewing(false);
    }
  };

  const addToBatch = async () => {
    if (!kit || !coin || !review) return;
    setBusy('batch');
    const r = await addReviewedToBatch(kit, coin, review.prepared, () => session.save());
    if (!live.current) return;
    setBusy(null);
    if (!r.ok)
      return void platform().notify({
        kind: 'error',
        title: r.title,
        ...(r.message ? { text: r.message } : {}),
      });
    setReviewing(false);
    platform().notify({
      kind: 'success',
      title: 'Added to batch',
      text: 'Send the batch from the batch view.',
    });
    onBatched();
  };

  return {
    reviewing,
    busy,
    /** Opens the review when the form has one to show (never with nothing left after the fee). */
    open: () => {
      if (f.canReview) setReviewing(true);
    },
    close: () => setReviewing(false),
    confirm: () => void confirm(),
    addToBatch: () => void addToBatch(),
  };
}
