/**
 * WalletConnect (app-layer §3): paste a dapp's wc: link, or choose a picture of its QR code, to
 * pair; the proposal is reviewed (dapp
 * name, URL, icon, requested chains and methods) and approved for the chosen accounts or
 * rejected; each request is reviewed (RequestReview) then approved or rejected; the current
 * wallet's sessions are listed with Disconnect. The work is the wallet's (WalletConnectWallet).
 */
import { useEffect, useState } from 'react';
import type { PendingRequest, ProposalReview, SessionView } from '@kestrel/wallet';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { useWalletConnectState, walletConnect } from '@kestrel/ui-state/walletConnect';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { wcUriFromImage } from './qrImage';
import { RequestDetails } from './RequestDetails';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function WalletConnect() {
  const wallet = useCurrentWallet();
  const { state, tick } = useWalletConnectState();
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessions, setSessions] = useState<SessionView[]>([]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const proposal = state?.requestedModalVisible ? (state.requestData as ProposalReview | null) : null;
  const request = state?.transactionModalVisible
    ? (state.transactionRequestData as PendingRequest | null)
    : null;

  useEffect(() => {
    if (!wallet) return;
    void walletConnect().then(
      (wc) => setSessions(wc.sessions(wallet.id)),
      (e: unknown) => setError(errorText(e)),
    );
  }, [wallet, tick]);

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

  // One entry per chain and address (token coins share their chain's account).
  const offered = (p: ProposalReview) =>
    (wallet?.coins ?? []).filter(
      (c, i, all) =>
        p.available.some((a) => a.chain_name === c.chain_name) &&
        all.findIndex((x) => x.chain_name === c.chain_name && x.address === c.address) === i,
    );

  return (
    <Card>
      <h1>WalletConnect</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await (await walletConnect()).pair(uri);
            setUri('');
          });
        }}
      >
        <TextField
          label="Connection link"
          hint="Paste the wc: link the dapp shows"
          value={uri}
          mono
          onChange={(e) => setUri(e.target.value)}
        />
        <Button type="submit" busy={busy} disabled={uri.trim() === ''}>
          Connect
        </Button>
      </form>
      <label>
        Scan QR image{' '}
        <input
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            // A picture of the dapp's QR code pairs at once; anything else is refused, nothing changes.
            if (file)
              void run(async () => {
                const link = await wcUriFromImage(file);
                setUri(link);
                await (await walletConnect()).pair(link);
                setUri('');
              });
          }}
        />
      </label>
      {error && <Notice kind="error">{error}</Notice>}

      <h2>Connected dapps</h2>
      {sessions.length === 0 ? (
        <p>No dapp is connected to this wallet.</p>
      ) : (
        <ul aria-label="Connected dapps">
          {sessions.map((s) => (
            <li key={s.topic}>
              {s.icon && <img src={s.icon} alt="" width={24} height={24} />} <strong>{s.name}</strong> {s.url}
              <div>{s.accounts.join(', ')}</div>
              <Button
                variant="secondary"
                size="s"
                onClick={() => void run(async () => (await walletConnect()).disconnect(s.topic))}
              >
                Disconnect {s.name}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {proposal && (
        <Dialog
          open
          title={`Connect to ${proposal.name}?`}
          description={proposal.url}
          onClose={() => void run(async () => (await walletConnect()).rejectProposal(proposal.id))}
        >
          {proposal.icon && <img src={proposal.icon} alt="" width={48} height={48} />}
          <p>{proposal.description}</p>
          <p>Chains requested: {proposal.chains.join(', ')}</p>
          <p>Methods requested: {proposal.methods.join(', ')}</p>
          {proposal.missingRequired.length > 0 && (
            <Notice kind="warning">This wallet cannot connect {proposal.missingRequired.join(', ')}.</Notice>
          )}
          <fieldset>
            <legend>Accounts to share</legend>
            {offered(proposal).map((c) => (
              <label key={c._id}>
                <input
                  type="checkbox"
                  checked={(chosen ?? offered(proposal).map((x) => x._id)).includes(c._id)}
                  onChange={(e) => {
                    const base = chosen ?? offered(proposal).map((x) => x._id);
                    setChosen(e.target.checked ? [...base, c._id] : base.filter((id) => id !== c._id));
                  }}
                />{' '}
                {c.name} {c.address}
              </label>
            ))}
          </fieldset>
          <Button
            busy={busy}
            onClick={() =>
              void run(async () => {
                await (await walletConnect()).approveProposal(proposal.id, chosen ?? undefined);
                setChosen(null);
              })
            }
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run(async () => (await walletConnect()).rejectProposal(proposal.id))}
          >
            Reject
          </Button>
        </Dialog>
      )}

      {request && (
        <Dialog
          open
          title={`${request.dapp.name} asks`}
          description={request.dapp.url}
          onClose={() => void run(async () => (await walletConnect()).rejectRequest(request.id))}
        >
          <RequestDetails request={request} />
          <Button
            busy={busy || Boolean(state?.isTransactionSubmitting)}
            onClick={() => void run(async () => (await walletConnect()).approveRequest(request.id))}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run(async () => (await walletConnect()).rejectRequest(request.id))}
          >
            Reject
          </Button>
        </Dialog>
      )}
    </Card>
  );
}
