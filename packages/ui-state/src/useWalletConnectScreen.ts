/**
 * The WalletConnect screen both shells show (web WalletConnect, mobile WalletConnectScreen) over
 * the wallet's WalletConnectWallet (walletConnect.ts): the pending proposal and request from its
 * state, the current wallet's sessions (read again on each change of that state and after a
 * disconnect), and the actions, each busy while it runs with its refusal as the screen's error:
 * pair a wc: link (the field emptied once paired), approve (for the chosen accounts) or reject a
 * proposal, approve or reject a request, disconnect a session.
 */
import { useEffect, useState } from 'react';
import type { PendingRequest, ProposalReview, SessionView } from '@kestrel/wallet';
import { useCurrentWallet } from './hooks';
import type { CoinView } from './types';
import { useWalletConnectState, walletConnect } from './walletConnect';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The accounts a proposal can be approved for: one per chain and address (tokens share theirs). */
export function offeredAccounts<C extends Pick<CoinView, 'chain_name' | 'address'>>(
  proposal: Pick<ProposalReview, 'available'>,
  coins: readonly C[],
): C[] {
  return coins.filter(
    (c, i, all) =>
      proposal.available.some((a) => a.chain_name === c.chain_name) &&
      all.findIndex((x) => x.chain_name === c.chain_name && x.address === c.address) === i,
  );
}

export function useWalletConnectScreen() {
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

  /** Runs one action: busy meanwhile, its refusal the screen's error; true when it went through. */
  const run = async (f: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await f();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    wallet,
    state,
    proposal,
    request,
    /** A request's approval is being sent. */
    submitting: Boolean(state?.isTransactionSubmitting),
    sessions,
    uri,
    setUri,
    error,
    busy,
    /** Pairs the typed link, or the one `read` gives (a QR picture); the field emptied once paired. */
    pair: (read?: () => Promise<string>) =>
      run(async () => {
        const link = read ? await read() : uri;
        setUri(link);
        await (await walletConnect()).pair(link);
        setUri('');
      }),
    approveProposal: (coinIds?: string[]) =>
      run(async () => proposal && (await walletConnect()).approveProposal(proposal.id, coinIds)),
    rejectProposal: () => run(async () => proposal && (await walletConnect()).rejectProposal(proposal.id)),
    approveRequest: () => run(async () => request && (await walletConnect()).approveRequest(request.id)),
    rejectRequest: () => run(async () => request && (await walletConnect()).rejectRequest(request.id)),
    disconnect: (topic: string) =>
      run(async () => {
        const wc = await walletConnect();
        await wc.disconnect(topic);
        // A disconnect changes no store state: the list is read again here.
        if (walletId) setSessions(wc.sessions(walletId));
      }),
  };
}
