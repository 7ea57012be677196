/**
 * Settings' batch delegation both shells show (web DelegationCard, mobile DelegationScreen): the
 * wallet's accounts on chains that batch and what each delegates to, read from the chains only
 * when asked (one node call per chain, not on every visit; read again for another wallet), and
 * the revoke step: a row chosen for review, then the send flow's revoke (it goes Home with its
 * toasts; on a refusal it shows its toast and stays), after which the rows are read again on ask.
 */
import { useEffect, useState } from 'react';
import { readAccountDelegations, revokeAccountDelegation, type DelegationRow } from './delegation';
import { session, useCurrentWallet } from './hooks';

export function useDelegations() {
  const wallet = useCurrentWallet();
  const [state, setState] = useState<{ rows: DelegationRow[]; notice: string | null } | null>(null);
  const [revoking, setRevoking] = useState<DelegationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const walletId = wallet?.id;
  // Another wallet: its delegations are read again when asked.
  useEffect(() => setState(null), [walletId]);

  const read = async () => {
    setReading(true);
    setState(await readAccountDelegations());
    setReading(false);
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    await revokeAccountDelegation(revoking.coinId, () => session.save());
    setBusy(false);
    setRevoking(null);
    setState(null);
  };

  return {
    hasWallet: !!wallet,
    /** Whether the rows were read (until then the "Show delegations" button shows). */
    shown: state !== null,
    rows: state?.rows ?? [],
    /** The wallet's refusal to read (e.g. no chain that batches), shown as a notice. */
    notice: state?.notice ?? null,
    reading,
    read: () => void read(),
    /** The row under review for revoking, else null. */
    revoking,
    review: (row: DelegationRow) => setRevoking(row),
    cancel: () => setRevoking(null),
    busy,
    revoke: () => void revoke(),
  };
}
