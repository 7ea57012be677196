/**
 * TransactionList (spec §2): the coin's balance and its transactions, open rows first, in a
 * virtualised list. Pull to refresh (and the Refresh button, for the web and screen readers)
 * reloads the current coin together with its transactions; it also refreshes every 30 s while in
 * front. Pending rows turn confirmed as the history answers; "Load more" reads the next page
 * where the provider has one. Speed up and Cancel of open rows go through their review.
 */
import { useEffect, useRef, useState } from 'react';
import { useRoute, type RouteProp } from '@react-navigation/native';
import { FlatList, Text, View } from 'react-native';
import type { HistoryRow } from '@kestrel/wallet';
import { useCapabilities } from '@kestrel/ui-state/capabilities';
import { useTxLink } from '@kestrel/ui-state/explorerLinks';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { openFirst } from '@kestrel/ui-state/txStatus';
import { useCoinActivity } from '@kestrel/ui-state/useCoinActivity';
import { useNow } from '@kestrel/ui-state/useNow';
import type { RootStackParamList } from '../../navigation/routes';
import { Chips } from '../batch/parts/Chips';
import { Action } from '../coin/parts/Action';
import { BalanceBlock } from '../coin/parts/BalanceBlock';
import { colors, look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { PendingReview } from './parts/PendingReview';
import { TxRow } from './parts/TxRow';
import { usePendingReview } from './usePendingReview';

const keyOf = (r: HistoryRow) => `${r.url}|${r.date}|${r.status}`;

/** `coinId`: the coin to show first (from the Coin screen); without it the wallet's first coin. */
export function TransactionListScreen({ coinId }: { coinId?: string }) {
  const wallet = useCurrentWallet();
  const { settings, network } = useSession();
  const [chosen, setChosen] = useState<string | undefined>(coinId);
  useEffect(() => setChosen(coinId), [coinId]);
  const coins = wallet?.coins ?? [];
  const coin = coins.find((c) => c._id === chosen) ?? (chosen === undefined ? coins[0] : undefined);
  const activity = useCoinActivity(coin?._id, `${network}:${wallet?.id ?? ''}`);
  const capabilities = useCapabilities(coin?.chain_name);
  const linkOf = useTxLink(coin?.chain_name ?? '');
  const pending = usePendingReview(coin?._id);
  const now = useNow();
  // The review closes once its replacement went out (or was refused, with the flow's toast).
  const wasUpdating = useRef<string | null>(null);
  const closeReview = pending.close;
  useEffect(() => {
    if (wasUpdating.current !== null && activity.updating === null) closeReview();
    wasUpdating.current = activity.updating;
  }, [activity.updating, closeReview]);
  if (!wallet) return null;
  if (!coin)
    return (
      <View style={look.page}>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
      </View>
    );
  const hidden = wallet.privacyMode;
  const review = pending.review;
  if (review)
    return (
      <PendingReview
        review={review}
        currency={settings.localCurrency}
        busy={activity.updating === review.hash}
        onClose={pending.close}
        onConfirm={() => {
          if (review.status !== 'ready') return;
          activity.update(review.hash, review.mode, review.prepared);
          // The flow goes Home with its toasts once the replacement is sent.
        }}
      />
    );

  const header = (
    <View style={{ padding: 16, gap: 12 }}>
      <View style={look.card}>
        <Text role="heading" aria-level={1} style={look.title}>
          {coin.name} transactions
        </Text>
        <BalanceBlock coin={coin} currency={settings.localCurrency} hidden={hidden} now={now} />
      </View>
      {coins.length > 1 ? (
        <Chips
          label="Coin"
          value={coin._id}
          onChange={setChosen}
          options={coins.map((c) => ({ value: c._id, label: `${c.name} (${c.symbol})` }))}
        />
      ) : null}
      <View style={[look.row, { justifyContent: 'space-between' }]}>
        <Text role="heading" aria-level={2} style={look.heading}>
          History
        </Text>
        <Action
          title="Refresh"
          kind="ghost"
          label={`Refresh ${coin.name} balance and transactions`}
          busy={activity.refreshing}
          onPress={activity.refresh}
        />
      </View>
      {activity.error ? <Notice kind="error">{activity.error}</Notice> : null}
      {activity.historyError ? (
        <Notice kind="warning">
          {`History could not be read: ${activity.historyError}. Showing what this device knows.`}
        </Notice>
      ) : null}
    </View>
  );

  const footer = (
    <View style={{ padding: 16, gap: 8 }}>
      {activity.loaded && activity.more ? (
        <Action
          title="Load more"
          kind="secondary"
          label={`Load more ${coin.name} transactions`}
          busy={activity.loadingMore}
          onPress={activity.loadMore}
        />
      ) : null}
      {activity.loaded ? null : (
        <Text style={look.muted} aria-live="polite">
          {activity.rows.length ? 'Loading earlier transactions…' : 'Loading transactions…'}
        </Text>
      )}
    </View>
  );

  return (
    <FlatList
      style={{ flex: 1, backgroundColor: colors.page }}
      data={openFirst(activity.rows)}
      keyExtractor={keyOf}
      renderItem={({ item }) => (
        <TxRow
          coin={coin}
          row={item}
          hidden={hidden}
          updating={activity.updating}
          onUpdate={pending.open}
          capabilities={capabilities}
          linkOf={linkOf}
        />
      )}
      ListHeaderComponent={header}
      ListFooterComponent={footer}
      ListEmptyComponent={
        activity.loaded ? (
          <Text style={[look.muted, { paddingHorizontal: 16 }]}>No transactions yet.</Text>
        ) : null
      }
      refreshing={activity.refreshing}
      onRefresh={activity.refresh}
      initialNumToRender={12}
      windowSize={7}
      testID="history"
    />
  );
}

/** The TransactionList route: the coin of the params (the Coin screen passes it), else the first. */
export default function TransactionList() {
  const { params } = useRoute<RouteProp<RootStackParamList, 'TransactionList'>>();
  return <TransactionListScreen {...(params?.coinId ? { coinId: params.coinId } : {})} />;
}
