/**
 * Batch view (/home/batch): the wallet's batch lines with filters by chain and by address, a
 * selection mode with select all and remove selected, each line's balance flag and shortfall,
 * the spec's invalid reason when the batch exceeds the balance, and "Send batch" per chain and
 * address: a review of the prepared batch (every line, the fee in fiat, the total, and, when the
 * batch delegates the account anew, the delegate contract and the consent it needs), then the send
 * flow (it goes Home and shows the send toasts).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addressLabel } from '@kestrel/ui-state/format';
import { session, useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { prepareBatchReview, sendReviewedBatch, type BatchReview } from '@kestrel/ui-state/batchReview';
import { usePresentations } from '@kestrel/ui-state/presentation';
import { REVIEW_CHANGED, useTransferKit } from '@kestrel/ui-state/transfer';
import {
  batchChainNames,
  readBatch,
  removeBatchLines,
  setBatchFilter,
  setSelectionMode,
  syncBatchFilter,
  toggleSelectAll,
  toggleSelected,
} from '@kestrel/ui-state/transferBatch';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { showToast } from '../../ui/toast';
import styles from './Batch.module.css';
import { BatchGroup } from './BatchGroup';
import { BatchReviewDialog } from './BatchReviewDialog';

const ALL = '';
const save = () => session.save();

export default function Batch() {
  const snap = useSession();
  const wallet = useCurrentWallet();
  const { kit, error } = useTransferKit();
  const [sending, setSending] = useState<string | null>(null);
  const [review, setReview] = useState<{ key: string; data: BatchReview } | null>(null);
  const hints = usePresentations(kit && snap.status === 'unlocked' ? batchChainNames(kit) : []);
  useEffect(() => {
    if (kit && snap.status === 'unlocked') syncBatchFilter(kit);
  }, [kit, snap]);

  if (error) return <Notice kind="error">{error}</Notice>;
  if (!kit || !wallet) return <p>Loading…</p>;
  const view = readBatch(kit, hints);
  const hidden = wallet.privacyMode;
  const selected = new Set(view.selectedItems);
  const allSelected = view.visibleIds.length > 0 && view.visibleIds.every((id) => selected.has(id));

  const fail = (e: unknown) => showToast('error', e instanceof Error ? e.message : String(e));
  const remove = (ids: string[]) => void removeBatchLines(kit, ids, save).catch(fail);
  /** Prepares the group's batch and opens its review; nothing is signed yet. */
  const open = async (chain_name: string, address: string, key: string) => {
    setSending(key);
    try {
      const r = await prepareBatchReview(kit, chain_name, address);
      if (!r.ok) return showToast('error', r.error);
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
    if (r.error === REVIEW_CHANGED) showToast('error', REVIEW_CHANGED);
  };

  return (
    <div className={styles.page}>
      <h1>Batch</h1>
      {view.total === 0 ? (
        <Card>
          <p>No transfers in the batch. On a send review, choose “Add to batch” to collect transfers here.</p>
          <Link to="/home">Back to Home</Link>
        </Card>
      ) : (
        <>
          <Card className={styles.filters} aria-label="Filters">
            <Select
              label="Chain"
              value={view.selectedChain ?? ALL}
              onChange={(e) => setBatchFilter(kit, e.target.value || null, null)}
              options={[{ value: ALL, label: 'All chains' }, ...view.chains]}
            />
            <Select
              label="From address"
              value={view.selectedAddress ?? ALL}
              onChange={(e) => setBatchFilter(kit, view.selectedChain, e.target.value || null)}
              options={[
                { value: ALL, label: 'All addresses' },
                ...view.addresses.map((a) => ({ value: a, label: addressLabel(a) })),
              ]}
            />
          </Card>
          {!view.isValid && view.invalidReason ? (
            <Notice kind="warning">
              <p data-testid="invalid-reason">{view.invalidReason}</p>
            </Notice>
          ) : null}
          <div className={styles.toolbar} role="toolbar" aria-label="Selection">
            {view.isSelectionMode ? (
              <>
                <label className={styles.selectAll}>
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={() => toggleSelectAll(kit, view.visibleIds)}
                  />
                  Select all
                </label>
                <Button
                  variant="danger"
                  size="s"
                  disabled={selected.size === 0}
                  onClick={() => remove([...selected])}
                >
                  Remove selected ({selected.size})
                </Button>
                <Button variant="ghost" size="s" onClick={() => setSelectionMode(kit, false)}>
                  Done
                </Button>
              </>
            ) : (
              <Button variant="secondary" size="s" onClick={() => setSelectionMode(kit, true)}>
                Select
              </Button>
            )}
          </div>
          {view.groups.map((g) => (
            <BatchGroup
              key={g.key}
              group={g}
              hidden={hidden}
              selectionMode={view.isSelectionMode}
              selected={selected}
              onToggle={(id) => toggleSelected(kit, id)}
              onRemove={(id) => remove([id])}
              onSend={() => void open(g.chain_name, g.address, g.key)}
              sending={sending === g.key}
              disabled={sending !== null}
            />
          ))}
          {view.groups.length === 0 ? <p>No transfers match these filters.</p> : null}
        </>
      )}
      <BatchReviewDialog
        review={review?.data ?? null}
        currency={snap.settings.localCurrency}
        busy={review !== null && sending === review.key}
        onConfirm={(consent) => void confirm(consent)}
        onClose={() => setReview(null)}
      />
    </div>
  );
}
