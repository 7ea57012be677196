/**
 * The coins of a wallet as a virtualised list: rows of one fixed height (getItemLayout), only a
 * window of them mounted, so a wallet of 800 coins scrolls like one of 8.
 */
import type { ReactElement } from 'react';
import { FlatList } from 'react-native';
import type { CoinView } from '@kestrel/ui-state/types';
import { ROW_HEIGHT } from '../../ui/ListRow';
import { CoinRow } from './CoinRow';

export const INITIAL_ROWS = 12;

export function CoinList({
  coins,
  currency,
  hidden,
  now,
  onPress,
  header,
  footer,
}: {
  coins: readonly CoinView[];
  currency: string;
  hidden: boolean;
  now: number;
  onPress: (coin: CoinView) => void;
  header?: ReactElement;
  footer?: ReactElement;
}) {
  return (
    <FlatList<CoinView>
      data={coins}
      keyExtractor={(c) => c._id}
      getItemLayout={(_, index) => ({ length: ROW_HEIGHT, offset: ROW_HEIGHT * index, index })}
      initialNumToRender={INITIAL_ROWS}
      maxToRenderPerBatch={INITIAL_ROWS}
      windowSize={7}
      removeClippedSubviews
      renderItem={({ item }) => (
        <CoinRow coin={item} currency={currency} hidden={hidden} now={now} onPress={onPress} />
      )}
      ListHeaderComponent={header}
      ListFooterComponent={footer}
    />
  );
}
