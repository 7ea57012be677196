/**
 * Batch view (/home/batch): the wallet's batch lines with filters by chain and by address, a
 * selection mode with select all and remove selected, each line's balance flag and shortfall,
 * the spec's invalid reason when the batch exceeds the balance, and "Send batch" per chain and
 * address: a review of the prepared batch (every line, the fee in fiat, the total, and, when the
 * batch delegates the account anew, the delegate contract and the consent it needs), then the send
 * flow (it goes Home and shows the send toasts). The view and its handlers are @kestrel/ui-state's
 * useBatchScreen (shared with the mobile shell); this file renders them.
 */
import { Link } from 'react-router';
import { addressLabel } from '@kestrel/ui-state/format';
import { BATCH_ALL as ALL, useBatchScreen } from '@kestrel/ui-state/useBatchScreen';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import styles from './Batch.module.css';
import { BatchGroup } from './BatchGroup';
import { BatchReviewDialog } from './BatchReviewDialog';

export default function Batch() {
  const b = useBatchScreen();
  if (b.error) return <Notice kind="error">{b.error}</Notice>;
  if (!b.ready) return <p>Loading…</p>;
  const { view, selected } = b;

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
              onChange={(e) => b.setChain(e.target.value)}
              options={[{ value: ALL, label: 'All chains' }, ...view.chains]}
            />
            <Select
              label="From address"
              value={view.selectedAddress ?? ALL}
              onChange={(e) => b.setAddress(e.target.value)}
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
                  <input type="checkbox" checked={b.allSelected} onChange={b.toggleAll} />
                  Select all
                </label>
                <Button variant="danger" size="s" disabled={selected.size === 0} onClick={b.removeSelected}>
                  Remove selected ({selected.size})
                </Button>
                <Button variant="ghost" size="s" onClick={() => b.selectionMode(false)}>
                  Done
                </Button>
              </>
            ) : (
              <Button variant="secondary" size="s" onClick={() => b.selectionMode(true)}>
                Select
              </Button>
            )}
          </div>
          {view.groups.map((g) => (
            <BatchGroup key={g.key} {...b.groupProps(g)} />
          ))}
          {view.groups.length === 0 ? <p>No transfers match these filters.</p> : null}
        </>
      )}
      <BatchReviewDialog
        review={b.review}
        currency={b.currency}
        busy={b.reviewBusy}
        onConfirm={b.confirm}
        onClose={b.closeReview}
      />
    </div>
  );
}
