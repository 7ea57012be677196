/**
 * WalletConnect (app-layer §3; `/home/walletconnect`): paste a dapp's wc: link to pair; the
 * proposal is reviewed as a step (ProposalStep) and approved for the chosen accounts or rejected;
 * each request is reviewed (RequestDetails) then approved or rejected; the current wallet's
 * sessions are listed with Disconnect. The work is the wallet's (ui-state walletConnect.ts); the
 * browser shell's QR picture reader is not here (a phone build would scan with the camera).
 */
import { useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import type { PendingRequest, ProposalReview, SessionView } from '@kestrel/wallet';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { useWalletConnectState, walletConnect } from '@kestrel/ui-state/walletConnect';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { ProposalStep } from './parts/ProposalStep';
import { RequestDetails } from './parts/RequestDetails';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function WalletConnectScreen() {
  const wallet = useCurrentWallet();
  const { state, tick } = useWalletConnectState();
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessions, setSessions] = useState<SessionView[]>([]);
  const proposal = state?.requestedModalVisible ? (state.requestData as ProposalReview | null) : null;
  const request = state?.transactionModalVisible
    ? (state.transactionRequestData as PendingRequest | null)
    : null;
  const walletId = wallet?.id;

  useEffect(() => {
    if (!walletId) return;
    let live = true;
    void walletConnect().then(
      (wc) => live && setSessions(wc.sessions(walletId)),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [walletId, tick]);

  const run = async (f: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (proposal && wallet)
    return (
      <ProposalStep
        key={proposal.id}
        proposal={proposal}
        coins={wallet.coins}
        busy={busy}
        onApprove={(ids) => void run(async () => (await walletConnect()).approveProposal(proposal.id, ids))}
        onReject={() => void run(async () => (await walletConnect()).rejectProposal(proposal.id))}
      />
    );

  if (request)
    return (
      <Screen title={`${request.dapp.name} asks`}>
        <Text style={[type.small, styles.gap]}>{request.dapp.url}</Text>
        <RequestDetails request={request} />
        {error ? <Notice kind="error">{error}</Notice> : null}
        <Button
          label="Approve"
          busy={busy || Boolean(state?.isTransactionSubmitting)}
          onPress={() => void run(async () => (await walletConnect()).approveRequest(request.id))}
        />
        <Button
          label="Reject"
          variant="secondary"
          disabled={busy}
          onPress={() => void run(async () => (await walletConnect()).rejectRequest(request.id))}
        />
      </Screen>
    );

  return (
    <Screen title="WalletConnect">
      <TextField
        label="Connection link"
        hint="Paste the wc: link the dapp shows"
        value={uri}
        onChangeText={setUri}
        spellCheck={false}
      />
      <Button
        label="Connect"
        busy={busy}
        disabled={uri.trim() === ''}
        onPress={() =>
          void run(async () => {
            await (await walletConnect()).pair(uri);
            setUri('');
          })
        }
      />
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
                onPress={() =>
                  void run(async () => {
                    const wc = await walletConnect();
                    await wc.disconnect(s.topic);
                    // A disconnect changes no store state: the list is read again here.
                    if (walletId) setSessions(wc.sessions(walletId));
                  })
                }
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
