/**
 * Batch delegation (Settings › Security; EIP-7702 on EVM chains): for each account of the wallet on
 * a chain that batches, what it delegates to now, read from the chain when asked (an unreadable
 * one says so, never "none"), and "Revoke delegation" for a delegated account: a review step,
 * then a transaction that clears the delegation (the send flow: Home with its toasts).
 */
import { useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  readAccountDelegations,
  revokeAccountDelegation,
  type DelegationRow,
} from '@kestrel/ui-state/delegation';
import { addressLabel } from '@kestrel/ui-state/format';
import { session, useCurrentWallet } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { colors, space, type } from '../../ui/theme';

function delegationStatus(row: DelegationRow): string {
  if (row.error) return `Could not read the delegation: ${row.error}`;
  if (!row.current) return 'Not delegated';
  const name =
    row.delegate && row.current.toLowerCase() === row.delegate.address.toLowerCase()
      ? row.delegate.name
      : 'a contract';
  return `Delegated to ${name} (${row.current})`;
}

export default function DelegationScreen() {
  const wallet = useCurrentWallet();
  const [state, setState] = useState<{ rows: DelegationRow[]; notice: string | null } | null>(null);
  const [revoking, setRevoking] = useState<DelegationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const walletId = wallet?.id;
  // Another wallet: its delegations are read again when asked.
  useEffect(() => setState(null), [walletId]);
  if (!wallet) return null;

  /** Read on request: one node call per chain, not on every visit. */
  const read = async () => {
    setReading(true);
    setState(await readAccountDelegations());
    setReading(false);
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    // The send flow goes Home with its toasts; on a refusal it shows its toast and stays.
    await revokeAccountDelegation(revoking.coinId, () => session.save());
    setBusy(false);
    setRevoking(null);
    setState(null);
  };

  if (revoking)
    return (
      <Screen title="Revoke delegation">
        <Text style={[type.body, styles.lead]}>
          {`${revoking.chainLabel} address ${revoking.address} delegates to ${revoking.current}. Revoking sends a transaction (with a network fee) that delegates it to no contract.`}
        </Text>
        <Button label="Revoke and send" busy={busy} disabled={busy} onPress={() => void revoke()} />
        <Button label="Cancel" variant="ghost" disabled={busy} onPress={() => setRevoking(null)} />
      </Screen>
    );

  return (
    <Screen title="Batch delegation">
      <Text style={[type.body, styles.lead]}>
        A batch runs several transfers in one transaction by delegating the address to a batch contract
        (EIP-7702). Revoking removes the delegation; a later batch asks again.
      </Text>
      {state === null ? (
        <Button
          label="Show delegations"
          variant="secondary"
          busy={reading}
          disabled={reading}
          onPress={() => void read()}
        />
      ) : null}
      {state?.notice ? <Notice kind="info">{state.notice}</Notice> : null}
      {state?.rows.length ? (
        <View role="list" testID="delegations" style={styles.list}>
          {state.rows.map((row) => (
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
                <Button label="Revoke delegation" variant="secondary" onPress={() => setRevoking(row)} />
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
