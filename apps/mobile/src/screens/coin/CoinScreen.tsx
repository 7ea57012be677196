/**
 * A coin's screen: its balance in coin units and in the local currency with its freshness
 * (stale, unavailable; privacy mode masks the amounts), its address, Send and Receive, the way
 * to its transactions (TransactionList), and to the batch once it holds transfers.
 */
import { ScrollView, Text, View } from 'react-native';
import { useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { useCoreState } from '@kestrel/ui-state/manage';
import { useNow } from '@kestrel/ui-state/useNow';
import { Action } from './parts/Action';
import { BalanceBlock } from './parts/BalanceBlock';
import { look } from './parts/look';
import { Notice } from './parts/Notice';
import { StakingLink } from '../staking/parts/StakingLink';
import { VotesLink } from '../votes/parts/VotesLink';
import { useNavigation, useRoute, type RouteProp } from '@react-navigation/native';
import type { RootStackParamList } from '../../navigation/routes';

export interface CoinActions {
  send(coinId: string): void;
  receive(coinId: string): void;
  transactions(coinId: string): void;
  batch(): void;
}

export function CoinScreen({ coinId, go }: { coinId: string; go: CoinActions }) {
  const wallet = useCurrentWallet();
  const { settings } = useSession();
  const now = useNow();
  const coin = wallet?.coins.find((c) => c._id === coinId);
  // The wallet's batch lines (sent from the Batch screen), once something was added to it.
  const batchCount =
    useCoreState(
      (s) => s.batch.transactions[s.wallets.allWallets[s.wallets.currentWalletIndex]?.id ?? '']?.length,
    ) ?? 0;
  if (!wallet) return null;
  if (!coin)
    return (
      <View style={look.page}>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
      </View>
    );
  return (
    <ScrollView contentContainerStyle={look.page}>
      <View style={look.card}>
        <Text role="heading" aria-level={1} style={look.title}>
          {coin.name} ({coin.symbol})
        </Text>
        <BalanceBlock
          coin={coin}
          currency={settings.localCurrency}
          hidden={wallet.privacyMode}
          now={now}
          big
        />
        <Text selectable style={look.mono} testID="coin-address">
          {coin.address}
        </Text>
        <View style={[look.row, { marginTop: 8 }]}>
          <Action
            title="Send"
            label={`Send ${coin.name}`}
            onPress={() => go.send(coin._id)}
            style={{ flex: 1 }}
          />
          <Action
            title="Receive"
            label={`Receive ${coin.name}`}
            kind="secondary"
            onPress={() => go.receive(coin._id)}
            style={{ flex: 1 }}
          />
        </View>
      </View>
      <Action
        title="Transactions"
        label={`${coin.name} transactions`}
        kind="secondary"
        block
        onPress={() => go.transactions(coin._id)}
      />
      {batchCount > 0 ? (
        <Action title={`Batch transfers (${batchCount})`} kind="secondary" block onPress={go.batch} />
      ) : null}
      <StakingLink coinId={coin._id} />
      <VotesLink coinId={coin._id} />
    </ScrollView>
  );
}

/** The Coin route: its coin from the params, Send, Receive and TransactionList pushed on the stack. */
export default function Coin() {
  const { params } = useRoute<RouteProp<RootStackParamList, 'Coin'>>();
  const navigation = useNavigation();
  return (
    <CoinScreen
      coinId={params.coinId}
      go={{
        send: (coinId) => navigation.navigate('Send', { coinId }),
        receive: (coinId) => navigation.navigate('Receive', { coinId }),
        transactions: (coinId) => navigation.navigate('TransactionList', { coinId }),
        batch: () => navigation.navigate('Batch'),
      }}
    />
  );
}
