/** One coin on Home: name, address label, balance (fixed height, so the list can be virtualised). */
import { memo } from 'react';
import { addressLabel } from '@kestrel/ui-state/format';
import type { CoinView } from '@kestrel/ui-state/types';
import { BalanceView } from '../../ui/BalanceView';
import { ListRow } from '../../ui/ListRow';

export const CoinRow = memo(function CoinRow({
  coin,
  currency,
  hidden,
  now,
  onPress,
}: {
  coin: CoinView;
  currency: string;
  hidden: boolean;
  now: number;
  onPress: (coin: CoinView) => void;
}) {
  return (
    <ListRow
      title={coin.name}
      subtitle={`${coin.symbol} · ${addressLabel(coin.address)}`}
      value={<BalanceView coin={coin} currency={currency} hidden={hidden} now={now} />}
      onPress={() => onPress(coin)}
      testID={`coin-${coin._id}`}
    />
  );
});
