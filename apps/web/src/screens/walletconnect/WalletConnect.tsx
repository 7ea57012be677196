/**
 * WalletConnect (app-layer §3): paste a dapp's wc: link, or choose a picture of its QR code, to
 * pair; the proposal is reviewed (dapp
 * name, URL, icon, requested chains and methods) and approved for the chosen accounts or
 * rejected; each request is reviewed (RequestReview) then approved or rejected; the current
 * wallet's sessions are listed with Disconnect. The work is the wallet's (WalletConnectWallet).
 */
import { useState } from 'react';
import { offeredAccounts, useWalletConnectScreen } from '@kestrel/ui-state/useWalletConnectScreen';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { wcUriFromImage } from './qrImage';
import { RequestDetails } from './RequestDetails';

export default function WalletConnect() {
  const w = useWalletConnectScreen();
  const { wallet, proposal, request, sessions, uri, error, busy } = w;
  const [chosen, setChosen] = useState<string[] | null>(null);
  const offered = (p: NonNullable<typeof proposal>) => offeredAccounts(p, wallet?.coins ?? []);

  return (
    <Card>
      <h1>WalletConnect</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void w.pair();
        }}
      >
        <TextField
          label="Connection link"
          hint="Paste the wc: link the dapp shows"
          value={uri}
          mono
          onChange={(e) => w.setUri(e.target.value)}
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
            if (file) void w.pair(() => wcUriFromImage(file));
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
              <Button variant="secondary" size="s" onClick={() => void w.disconnect(s.topic)}>
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
          onClose={() => void w.rejectProposal()}
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
            onClick={() => void w.approveProposal(chosen ?? undefined).then((ok) => ok && setChosen(null))}
          >
            Approve
          </Button>
          <Button variant="secondary" onClick={() => void w.rejectProposal()}>
            Reject
          </Button>
        </Dialog>
      )}

      {request && (
        <Dialog
          open
          title={`${request.dapp.name} asks`}
          description={request.dapp.url}
          onClose={() => void w.rejectRequest()}
        >
          <RequestDetails request={request} />
          <Button busy={busy || w.submitting} onClick={() => void w.approveRequest()}>
            Approve
          </Button>
          <Button variant="secondary" onClick={() => void w.rejectRequest()}>
            Reject
          </Button>
        </Dialog>
      )}
    </Card>
  );
}
