/**
 * The batch view both shells show (web Batch, mobile BatchScreen): the wallet's batch lines
 * (readBatch, with each chain's presentation hints) kept in step with the filters, the selection
 * mode's handlers, removing lines (saved to the vault), and "Send batch" per chain and address:
 * prepareBatchReview opens the review (a refusal is an error toast, nothing signed), Confirm
 * sends exactly the reviewed batch (the flow goes Home with its toasts; a review the wallet no
 * longer matches is a REVIEW_CHANGED toast). The shells render the result with their own widgets.
 */
import { useEffect, useState } from 'react';
import { prepareBatchReview, sendReviewedBatch, type BatchReview } from './batchReview';
import { session, useCurrentWallet, useSession } from './hooks';
import { platform } from './platform';
import { usePresentations } from './presentation';
import { REVIEW_CHANGED, useTransferKit } from './transfer';
import {
  batchChainNames,
  readBatch,
  removeBatchLines,
  setBatchFilter,
  setSelectionMode,
  syncBatchFilter,
  toggleSelectAll,
  toggleSelected,
  type BatchGroupView,
} from './transferBatch';

/** The filters' "All chains" / "All addresses" value. */
export const BATCH_ALL = '';

const save = () => session.save();
const fail = (e: unknown) =>
  void platform().notify({ kind: 'error', title: e instanceof Error ? e.message : String(e) });

export function useBatchScreen() {
  const snap = useSession();
  const wallet = useCurrentWallet();
  const { kit, error } = useTransferKit();
  const [sending, setSending] = useState<string | null>(null);
  const [review, setReview] = useState<{ key: string; data: BatchReview } | null>(null);
  const hints = usePresentations(kit && snap.status === 'unlocked' ? batchChainNames(kit) : []);
  useEffect(() => {
    if (kit && snap.status === 'unlocked') syncBatchFilter(kit);
  }, [kit, snap]);

  if (!kit || !wallet) return { ready: false as const, error };
  const view = readBatch(kit, hints);
  const selected = new Set(view.selectedItems);
  const allSelected = view.visibleIds.length > 0 && view.visibleIds.every((id) => selected.has(id));
  const remove = (ids: string[]) => void removeBatchLines(kit, ids, save).catch(fail);

  /** Prepares the group's batch and opens its review; nothing is signed yet. */
  const open = async (chain_name: string, address: string, key: string) => {
    setSending(key);
    try {
      const r = await prepareBatchReview(kit, chain_name, address);
      if (!r.ok) return void platform().notify({ kind: 'error', title: r.error });
      setReview({ key, data: r.review });
    } catch (e) {
      fail(e);
    } finally {
      setSending(null);
    }
  };

  /** `consent`: the delegate contract the person agreed to, when the review asked. */
  const confirm = async (consent?: string) => {
    if (!review) return;
    const { data, key } = review;
    setSending(key);
    const r = await sendReviewedBatch(kit, data, save, consent);
    if (r.status !== 1) return; // the flow went Home with its toasts
    setSending(null);
    setReview(null);
    if (r.error === REVIEW_CHANGED) platform().notify({ kind: 'error', title: REVIEW_CHANGED });
  };

  return {
    ready: true as const,
    error,
    view,
    hidden: wallet.privacyMode,
    currency: snap.settings.localCurrency,
    selected,
    allSelected,
    /** The group whose batch is being prepared or sent (its button busy), else null. */
    sending,
    review: review?.data ?? null,
    reviewBusy: review !== null && sending === review.key,
    setChain: (chain: string) => setBatchFilter(kit, chain || null, null),
    setAddress: (address: string) => setBatchFilter(kit, view.selectedChain, address || null),
    selectionMode: (on: boolean) => setSelectionMode(kit, on),
    toggleAll: () => toggleSelectAll(kit, view.visibleIds),
    toggle: (id: string) => toggleSelected(kit, id),
    removeSelected: () => remove([...selected]),
    removeOne: (id: string) => remove([id]),
    openReview: (g: { chain_name: string; address: string; key: string }) =>
      void open(g.chain_name, g.address, g.key),
    /** What a group's component takes (BatchGroupProps), as both shells pass it. */
    groupProps: (g: BatchGroupView): BatchGroupProps => ({
      group: g,
      hidden: wallet.privacyMode,
      selectionMode: view.isSelectionMode,
      selected,
      onToggle: (id) => toggleSelected(kit, id),
      onRemove: (id) => remove([id]),
      onSend: () => void open(g.chain_name, g.address, g.key),
      sending: sending === g.key,
      disabled: sending !== null,
    }),
    confirm: (consent?: string) => void confirm(consent),
    closeReview: () => setReview(null),
  };
}

/**
 * The batch review's consent to a new delegation (EIP-7702, the account's first batch): asked
 * again for each new review; Confirm is held until it is given, and passes the contract agreed to.
 */
export function useDelegationConsent(review: BatchReview | null) {
  const [consent, setConsent] = useState(false);
  // A new review asks again.
  useEffect(() => setConsent(false), [review]);
  const delegation = review?.delegation ?? null;
  return {
    consent,
    setConsent,
    /** True while the review asks for consent that is not given. */
    needsConsent: delegation !== null && !consent,
    /** What Confirm passes: the delegate contract consented to, when the review asked. */
    consentArg: delegation && consent ? delegation.address : undefined,
  };
}

/** What each shell's batch group (web BatchGroup, mobile BatchGroupCard) takes from the screen. */
export interface BatchGroupProps {
  group: BatchGroupView;
  hidden: boolean;
  selectionMode: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
  onSend: () => void;
  sending: boolean;
  disabled: boolean;
}
