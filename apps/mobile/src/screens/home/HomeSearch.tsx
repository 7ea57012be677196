/**
 * Search in the home screen (the settings flag searchInHomeScreen): the spec's "chain:symbol" and
 * a plain symbol, name or chain through the shared searchInWallet; a miss shows the wallet
 * package's message. The hits narrow Home's list.
 */
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { searchInWallet } from '@kestrel/ui-state/catalogue';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { space } from '../../ui/theme';

export function HomeSearch({ onResult }: { onResult: (coinIds: string[] | null) => void }) {
  const [query, setQuery] = useState('');
  const [miss, setMiss] = useState<string | null>(null);
  const find = async (q: string) => {
    if (!q.trim()) {
      setMiss(null);
      return onResult(null);
    }
    const r = await searchInWallet(q);
    setMiss(r.found ? null : r.message);
    onResult(r.found ? r.coinIds : []);
  };
  return (
    <View style={styles.box}>
      <TextField
        label="Find a coin"
        placeholder="Symbol, name or chain:symbol, e.g. ltc or eth:usdt"
        value={query}
        returnKeyType="search"
        onChangeText={(t) => {
          setQuery(t);
          if (!t) void find('');
        }}
        onSubmitEditing={() => void find(query)}
      />
      {miss ? <Notice kind="error">{miss}</Notice> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { paddingHorizontal: space.lg, paddingTop: space.sm },
});
