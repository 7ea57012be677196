/**
 * Batch delegation (Settings › Security; EIP-7702 on EVM chains): for each account of the wallet on
 * a chain that batches, what it delegates to now, read from the chain when asked (an unreadable
 * one says so, never "none"), and "Revoke delegation" for a delegated account: a review step,
 * then a transaction that clears the delegation (the send flow: Home with its toasts).
 */
import { StyleSheet, Text, View } from 'react-native';
import { delegationStatus } from '@kestrel/ui-state/delegation';
import { addressLabel } from '@kestrel/ui-state/format';
import { useDelegations } from '@kestrel/ui-state/useDelegations';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { colors, space, type } from '../../ui/theme';

export default function DelegationScreen() {
  const d = useDelegations();
  if (!d.hasWallet) return null;
  const { revoking, busy } = d;

  if (revoking)
    return (
      <Screen title="Revoke delegation">
        <Text style={[type.body, styles.lead]}>
          {`${revoking.chainLabel} address ${revoking.address} delegates to ${revoking.current}. Revoking sends a transaction (with a network fee) that delegates it to no contract.`}
        </Text>
        <Button label="Revoke and send" busy={busy} disabled={busy} onPress={d.revoke} />
        <Button label="Cancel" variant="ghost" disabled={busy} onPress={d.cancel} />
      </Screen>
    );

  return (
    <Screen title="Batch delegation">
      <Text style={[type.body, styles.lead]}>
        A batch runs several transfers in one transaction by delegating the address to a batch contract
        (EIP-7702). Revoking removes the delegation; a later batch asks again.
      </Text>
      {!d.shown ? (
        <Button
          label="Show delegations"
          variant="secondary"
          busy={d.reading}
          disabled={d.reading}
          onPress={d.read}
        />
      ) : null}
      {d.notice ? <Notice kind="info">{d.notice}</Notice> : null}
      {d.rows.length ? (
        <View role="list" testID="delegations" style={styles.list}>
          {d.rows.map((row) => (
            <View
              key={`${row.chain_name}:${row.address}`}
              role="listitem"
              testID="delegation-row"
              style={styles.row}
            >
              <Text style={type.heading}>{`${row.chainLabel} · ${addressLabel(row.address)}`}</Text>
              <Text testID="delegation-status" style={type.body}>
                {delegationStatus(row)}
              </Text>
              {row.current ? (
                <Button label="Revoke delegation" variant="secondary" onPress={() => d.review(row)} />
              ) : null}
            </View>
          ))}
        </View>
      ) : null}
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.md },
  list: { gap: space.sm },
  row: { backgroundColor: colors.surface, borderRadius: 10, padding: space.md, gap: space.xs },
});
