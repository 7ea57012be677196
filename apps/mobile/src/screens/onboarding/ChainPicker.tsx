/** Picks the chain of an imported private key: type to narrow, then tap one (radio rows). */
import { useMemo, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import type { ChainOption } from '@kestrel/ui-state/chains';
import { TextField } from '../../ui/TextField';
import { colors, space, TOUCH } from '../../ui/theme';

const SHOWN = 6;

export function ChainPicker({
  chains,
  value,
  onChange,
}: {
  chains: readonly ChainOption[];
  value: string;
  onChange: (chainName: string) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const hits = chains.filter(
      (c) =>
        !q ||
        c.name.toLowerCase().includes(q) ||
        c.symbol.toLowerCase().includes(q) ||
        c.chain_name.includes(q),
    );
    return hits.slice(0, SHOWN);
  }, [chains, query]);
  const current = chains.find((c) => c.chain_name === value);
  return (
    <View style={styles.box}>
      <TextField
        label="Chain"
        hint={current ? `Selected: ${current.name} (${current.symbol})` : undefined}
        placeholder="Search chains"
        value={query}
        onChangeText={setQuery}
      />
      <View accessibilityRole="radiogroup" accessibilityLabel="Chain">
        {shown.map((c) => {
          const on = c.chain_name === value;
          return (
            <Pressable
              key={c.chain_name}
              accessibilityRole="radio"
              aria-checked={on}
              onPress={() => onChange(c.chain_name)}
              style={[styles.row, on && styles.on]}
            >
              <Text style={styles.name}>{c.name}</Text>
              <Text style={styles.symbol}>{c.symbol}</Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { marginBottom: space.md },
  row: {
    minHeight: TOUCH,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: space.md,
    borderRadius: 8,
  },
  on: { backgroundColor: '#dbe6ff' },
  name: { fontSize: 16, color: colors.text },
  symbol: { fontSize: 14, color: colors.muted },
});
