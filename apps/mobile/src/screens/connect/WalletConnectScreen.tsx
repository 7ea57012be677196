/**
 * WalletConnect (app-layer §3; `/home/walletconnect`): paste a dapp's wc: link to pair; the
 * proposal is reviewed as a step (ProposalStep) and approved for the chosen accounts or rejected;
 * each request is reviewed (RequestDetails) then approved or rejected; the current wallet's
 * sessions are listed with Disconnect. The work is the wallet's (ui-state walletConnect.ts); the
 * browser shell's QR picture reader is not here (a phone build would scan with the camera).
 */
import { StyleSheet, Text, View } from 'react-native';
import { useWalletConnectScreen } from '@kestrel/ui-state/useWalletConnectScreen';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { ProposalStep } from './parts/ProposalStep';
import { RequestDetails } from './parts/RequestDetails';

export default function WalletConnectScreen() {
  const w = useWalletConnectScreen();
  const { wallet, proposal, request, sessions, uri, error, busy } = w;

  if (proposal && wallet)
    return (
      <ProposalStep
        key={proposal.id}
        proposal={proposal}
        coins={wallet.coins}
        busy={busy}
        onApprove={(ids) => void w.approveProposal(ids)}
        onReject={() => void w.rejectProposal()}
      />
    );

  if (request)
    return (
      <Screen title={`${request.dapp.name} asks`}>
        <Text style={[type.small, styles.gap]}>{request.dapp.url}</Text>
        <RequestDetails request={request} />
        {error ? <Notice kind="error">{error}</Notice> : null}
        <Button label="Approve" busy={busy || w.submitting} onPress={() => void w.approveRequest()} />
        <Button label="Reject" variant="secondary" disabled={busy} onPress={() => void w.rejectRequest()} />
      </Screen>
    );

  return (
    <Screen title="WalletConnect">
      <TextField
        label="Connection link"
        hint="Paste the wc: link the dapp shows"
        value={uri}
        onChangeText={w.setUri}
        spellCheck={false}
      />
      <Button label="Connect" busy={busy} disabled={uri.trim() === ''} onPress={() => void w.pair()} />
      {error ? <Notice kind="error">{error}</Notice> : null}
      <Text accessibilityRole="header" aria-level={2} style={[type.heading, styles.heading]}>
        Connected dapps
      </Text>
      {sessions.length === 0 ? (
        <Text style={type.body}>No dapp is connected to this wallet.</Text>
      ) : (
        <View role="list" aria-label="Connected dapps" style={styles.list}>
          {sessions.map((s) => (
            <View key={s.topic} role="listitem" style={styles.row}>
              <Text style={type.heading}>{s.name}</Text>
              <Text style={type.small}>{s.url}</Text>
              <Text selectable style={styles.mono}>
                {s.accounts.join(', ')}
              </Text>
              <Button
                label={`Disconnect ${s.name}`}
                variant="secondary"
                disabled={busy}
                onPress={() => void w.disconnect(s.topic)}
              />
            </View>
          ))}
        </View>
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  gap: { marginBottom: space.md },
  heading: { marginTop: space.lg, marginBottom: space.sm },
  list: { gap: space.sm },
  row: { backgroundColor: colors.surface, borderRadius: 10, padding: space.md, gap: space.xs },
  mono: { fontFamily: 'monospace', fontSize: 13, color: colors.text },
});
