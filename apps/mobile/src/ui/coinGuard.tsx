/** What a coin's own screen (staking, votes) shows before it can show the coin: an error, loading, or a missing coin. */
import type { ReactElement } from 'react';
import { ActivityIndicator, View } from 'react-native';
import { Notice } from './Notice';
import { Screen } from './Screen';

export function coinGuard(
  title: string,
  s: { kitError: string | null | undefined; loading: boolean; hasCoin: boolean },
): ReactElement | null {
  if (s.kitError) return <Notice kind="error">{s.kitError}</Notice>;
  if (s.loading)
    return (
      <View role="status">
        <ActivityIndicator aria-label="Loading" />
      </View>
    );
  if (!s.hasCoin)
    return (
      <Screen title={title}>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
      </Screen>
    );
  return null;
}
