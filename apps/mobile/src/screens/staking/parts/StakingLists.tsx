/**
 * The Staking screen's lists: the validators (name, APY, activated stake; a tap chooses the one
 * to stake to; searched by name or address, 50 at a time: ui-state validatorSearch) and the person's stakes (amount, validator, status) with Deactivate or Withdraw
 * where the stake's state allows it (stakeActions of ui-state).
 */
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { displayUnits } from '@kestrel/ui-state/amount';
import {
  apyText,
  stakeRowActions,
  stakeStatusLabel,
  stakeValidatorLabel,
  type StakeListProps,
  type ValidatorView,
} from '@kestrel/ui-state/staking';
import { useValidatorSearch } from '@kestrel/ui-state/validatorSearch';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { colors, space, TOUCH } from '../../../ui/theme';

export function ValidatorList({
  validators,
  chosen,
  onChoose,
  symbol,
  decimals,
}: {
  validators: readonly ValidatorView[];
  chosen: string;
  onChoose: (address: string) => void;
  symbol: string;
  decimals: number;
}) {
  const search = useValidatorSearch(validators);
  if (!validators.length) return <Text style={styles.muted}>{search.emptyText}</Text>;
  return (
    <View>
      <TextField
        label="Search validators"
        hint={`${search.matchCount} of ${validators.length} validators`}
        placeholder="Name or address"
        autoCapitalize="none"
        autoCorrect={false}
        value={search.query}
        onChangeText={search.setQuery}
      />
      {search.rows.length ? null : <Text style={styles.muted}>{search.emptyText}</Text>}
      <View accessibilityRole="radiogroup" accessibilityLabel="Validator">
        {search.rows.map((v) => {
          const on = v.validatorAddress === chosen;
          const staked = `${displayUnits(v.activatedStake, decimals, 2)} ${symbol} staked`;
          return (
            <Pressable
              key={v.validatorAddress}
              accessibilityRole="radio"
              aria-checked={on}
              accessibilityLabel={`${v.name}, ${apyText(v.apy)}, ${staked}`}
              onPress={() => onChoose(v.validatorAddress)}
              style={[styles.row, on && styles.on]}
            >
              <View style={styles.main}>
                <Text style={styles.name} numberOfLines={1}>
                  {v.name}
                </Text>
                <Text style={styles.muted} numberOfLines={1}>
                  {v.validatorAddress}
                </Text>
              </View>
              <View style={styles.end}>
                <Text style={styles.name}>{apyText(v.apy)}</Text>
                <Text style={styles.muted}>{staked}</Text>
              </View>
            </Pressable>
          );
        })}
      </View>
      {search.moreText ? (
        <Button variant="secondary" label={search.moreText} onPress={search.showMore} />
      ) : null}
    </View>
  );
}

export function StakeList({ stakes, validators, symbol, decimals, hidden, busy, onAction }: StakeListProps) {
  if (!stakes.length) return <Text style={styles.muted}>You have no stakes yet.</Text>;
  return (
    <View>
      {stakes.map((s) => {
        const validator = stakeValidatorLabel(s, validators);
        const amount = hidden ? '••••' : `${displayUnits(s.amount, decimals)} ${symbol}`;
        const status = stakeStatusLabel(s.state);
        return (
          <View key={s.stakingAddress} style={styles.stake} testID="stake">
            <View
              accessible
              accessibilityLabel={`${hidden ? 'Amount hidden' : amount}, ${status}, ${validator}`}
            >
              <View style={styles.top}>
                <Text style={styles.name}>{amount}</Text>
                <Text style={styles.status}>{status}</Text>
              </View>
              <Text style={styles.muted}>{`Validator: ${validator}`}</Text>
              <Text style={styles.muted} numberOfLines={1}>
                {s.stakingAddress}
              </Text>
            </View>
            {stakeRowActions(s.state).map((a) => (
              <Button
                key={a.kind}
                variant="secondary"
                label={a.label}
                busy={busy === s.stakingAddress}
                disabled={busy !== null}
                onPress={() => onAction(s, a.kind)}
              />
            ))}
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    minHeight: TOUCH + 8,
    flexDirection: 'row',
    alignItems: 'center',
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    borderRadius: 10,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
    marginBottom: space.sm,
  },
  on: { borderColor: colors.primary, borderWidth: 2 },
  main: { flex: 1, minWidth: 0, gap: 2 },
  end: { alignItems: 'flex-end', gap: 2, marginLeft: space.md },
  name: { fontSize: 15, fontWeight: '600', color: colors.text },
  muted: { fontSize: 13, color: colors.muted },
  stake: {
    gap: space.sm,
    padding: space.md,
    borderRadius: 10,
    backgroundColor: colors.surface,
    marginBottom: space.sm,
  },
  top: { flexDirection: 'row', justifyContent: 'space-between' },
  status: { fontSize: 13, fontWeight: '600', color: colors.primary },
});
