/**
 * Batch (spec §2, §4 Batch): the wallet's batch lines with filters by chain and by address, a
 * selection mode with select all and remove selected, each line's balance flag and shortfall,
 * the spec's invalid reason when the batch exceeds the balance, and "Send batch" per chain and
 * address: the review of the prepared batch (lines, fee in fiat, totals, the delegation consent
 * where asked), then the send flow (it goes Home with the send toasts).
 */
import { useEffect, useState } from 'react';
import { ActivityIndicator, ScrollView, Text, View } from 'react-native';
import {
  prepareBatchReview,
  sendReviewedBatch,
  type BatchReview as Review,
} from '@kestrel/ui-state/batchReview';
import { addressLabel } from '@kestrel/ui-state/format';
import { session, useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
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
import { Action } from '../coin/parts/Action';
import { look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { showToast as toast } from '../../ui/toast';
import { BatchGroupCard } from './parts/BatchGroupCard';
import { BatchReview } from './parts/BatchReview';
import { Check, Chips } from './parts/Chips';
import { useNavigation } from '@react-navigation/native';
import type { StackNavigationProp } from '@react-navigation/stack';
import type { RootStackParamList } from '../../navigation/routes';

const ALL = '';
const save = () => session.save();

export function BatchScreen({ go }: { go: { home(): void } }) {
  const snap = useSession();
  const wallet = useCurrentWallet();
  const { kit, error } = useTransferKit();
  const [sending, setSending] = useState<string | null>(null);
  const [review, setReview] = useState<{ key: string; data: Review } | null>(null);
  const hints = usePresentations(kit && snap.status === 'unlocked' ? batchChainNames(kit) : []);
  useEffect(() => {
    if (kit && snap.status === 'unlocked') syncBatchFilter(kit);
  }, [kit, snap]);

  if (error) return <Notice kind="error">{error}</Notice>;
  if (!kit || !wallet)
    return (
      <View style={look.page} role="status">
        <ActivityIndicator aria-label="Loading" />
      </View>
    );
  const view = readBatch(kit, hints);
  const selected = new Set(view.selectedItems);
  const allSelected = view.visibleIds.length > 0 && view.visibleIds.every((id) => selected.has(id));
  const fail = (e: unknown) => toast('error', e instanceof Error ? e.message : String(e));
  const remove = (ids: string[]) => void removeBatchLines(kit, ids, save).catch(fail);
  /** Prepares the group's batch and opens its review; nothing is signed yet. */
  const open = async (chain_name: string, address: string, key: string) => {
    setSending(key);
    try {
      const r = await prepareBatchReview(kit, chain_name, address);
      if (!r.ok) return toast('error', r.error);
      setReview({ key, data: r.review });
    } catch (e) {
      fail(e);
    } finally {
      setSending(null);
    }
  };
  const confirm = async (consent?: string) => {
    if (!review) return;
    const { data, key } = review;
    setSending(key);
    const r = await sendReviewedBatch(kit, data, save, consent);
    if (r.status !== 1) return; // the flow went Home with its toasts
    setSending(null);
    setReview(null);
    if (r.error === REVIEW_CHANGED) toast('error', REVIEW_CHANGED);
  };

  if (review)
    return (
      <BatchReview
        review={review.data}
        currency={snap.settings.localCurrency}
        busy={sending === review.key}
        onConfirm={(consent) => void confirm(consent)}
        onClose={() => setReview(null)}
      />
    );

  return (
    <ScrollView contentContainerStyle={look.page}>
      <Text role="heading" aria-level={1} style={look.title}>
        Batch
      </Text>
      {view.total === 0 ? (
        <View style={look.card}>
          <Text style={look.text}>
            No transfers in the batch. On a send review, choose “Add to batch” to collect transfers here.
          </Text>
          <Action title="Back to Home" kind="secondary" onPress={go.home} />
        </View>
      ) : (
        <>
          <View style={look.card}>
            <Text style={[look.text, { fontWeight: '600' }]}>Chain</Text>
            <Chips
              label="Chain"
              value={view.selectedChain ?? ALL}
              onChange={(v) => setBatchFilter(kit, v || null, null)}
              options={[{ value: ALL, label: 'All chains' }, ...view.chains]}
            />
            <Text style={[look.text, { fontWeight: '600' }]}>From address</Text>
            <Chips
              label="From address"
              value={view.selectedAddress ?? ALL}
              onChange={(v) => setBatchFilter(kit, view.selectedChain, v || null)}
              options={[
                { value: ALL, label: 'All addresses' },
                ...view.addresses.map((a) => ({ value: a, label: addressLabel(a) })),
              ]}
            />
          </View>
          {!view.isValid && view.invalidReason ? (
            <Notice kind="warning" testID="invalid-reason">
              {view.invalidReason}
            </Notice>
          ) : null}
          <View style={[look.row, { flexWrap: 'wrap' }]}>
            {view.isSelectionMode ? (
              <>
                <Check
                  label="Select all"
                  checked={allSelected}
                  onChange={() => toggleSelectAll(kit, view.visibleIds)}
                >
                  <Text style={look.text}>Select all</Text>
                </Check>
                <Action
                  title={`Remove selected (${selected.size})`}
                  kind="danger"
                  disabled={selected.size === 0}
                  onPress={() => remove([...selected])}
                />
                <Action title="Done" kind="ghost" onPress={() => setSelectionMode(kit, false)} />
              </>
            ) : (
              <Action title="Select" kind="secondary" onPress={() => setSelectionMode(kit, true)} />
            )}
          </View>
          {view.groups.map((g) => (
            <BatchGroupCard
              key={g.key}
              group={g}
              hidden={wallet.privacyMode}
              selectionMode={view.isSelectionMode}
              selected={selected}
              onToggle={(id) => toggleSelected(kit, id)}
              onRemove={(id) => remove([id])}
              onSend={() => void open(g.chain_name, g.address, g.key)}
              sending={sending === g.key}
              disabled={sending !== null}
            />
          ))}
          {view.groups.length === 0 ? <Text style={look.text}>No transfers match these filters.</Text> : null}
        </>
      )}
    </ScrollView>
  );
}

/** The Batch route. */
export default function Batch() {
  const navigation = useNavigation<StackNavigationProp<RootStackParamList>>();
  return <BatchScreen go={{ home: () => navigation.popTo('Sidebar', { screen: 'Home' }) }} />;
}
