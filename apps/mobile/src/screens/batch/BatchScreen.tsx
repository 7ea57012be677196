/**
 * Batch (spec §2, §4 Batch): the wallet's batch lines with filters by chain and by address, a
 * selection mode with select all and remove selected, each line's balance flag and shortfall,
 * the spec's invalid reason when the batch exceeds the balance, and "Send batch" per chain and
 * address: the review of the prepared batch (lines, fee in fiat, totals, the delegation consent
 * where asked), then the send flow (it goes Home with the send toasts). The view and its handlers
 * are @kestrel/ui-state's useBatchScreen (shared with the web shell); this file renders them.
 */
import { ActivityIndicator, ScrollView, Text, View } from 'react-native';
import { addressLabel } from '@kestrel/ui-state/format';
import { BATCH_ALL as ALL, useBatchScreen } from '@kestrel/ui-state/useBatchScreen';
import { Action } from '../coin/parts/Action';
import { look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { BatchGroupCard } from './parts/BatchGroupCard';
import { BatchReview } from './parts/BatchReview';
import { Check, Chips } from './parts/Chips';
import { useNavigation } from '@react-navigation/native';
import type { StackNavigationProp } from '@react-navigation/stack';
import type { RootStackParamList } from '../../navigation/routes';

export function BatchScreen({ go }: { go: { home(): void } }) {
  const b = useBatchScreen();
  if (b.error) return <Notice kind="error">{b.error}</Notice>;
  if (!b.ready)
    return (
      <View style={look.page} role="status">
        <ActivityIndicator aria-label="Loading" />
      </View>
    );
  const { view, selected } = b;

  if (b.review)
    return (
      <BatchReview
        review={b.review}
        currency={b.currency}
        busy={b.reviewBusy}
        onConfirm={b.confirm}
        onClose={b.closeReview}
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
              onChange={b.setChain}
              options={[{ value: ALL, label: 'All chains' }, ...view.chains]}
            />
            <Text style={[look.text, { fontWeight: '600' }]}>From address</Text>
            <Chips
              label="From address"
              value={view.selectedAddress ?? ALL}
              onChange={b.setAddress}
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
                <Check label="Select all" checked={b.allSelected} onChange={b.toggleAll}>
                  <Text style={look.text}>Select all</Text>
                </Check>
                <Action
                  title={`Remove selected (${selected.size})`}
                  kind="danger"
                  disabled={selected.size === 0}
                  onPress={b.removeSelected}
                />
                <Action title="Done" kind="ghost" onPress={() => b.selectionMode(false)} />
              </>
            ) : (
              <Action title="Select" kind="secondary" onPress={() => b.selectionMode(true)} />
            )}
          </View>
          {view.groups.map((g) => (
            <BatchGroupCard key={g.key} {...b.groupProps(g)} />
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
