/** Drops vault entries no wallet, coin, derive address or pending flow refers to any more. */
import type { WalletSession } from './session';

export function referencedSecrets(session: WalletSession): Set<string> {
  const s = session.store.getState();
  const refs = new Set<string>();
  for (const w of s.wallets.allWallets) {
    refs.add(w.secretRef);
    for (const c of w.coins) {
      if (c.secretRef) refs.add(c.secretRef);
      for (const d of c.deriveAddresses ?? []) if (d.secretRef) refs.add(d.secretRef);
    }
  }
  if (s.extraData.secretRef) refs.add(s.extraData.secretRef);
  return refs;
}

export function pruneSecrets(session: WalletSession): number {
  const keep = referencedSecrets(session);
  let removed = 0;
  for (const ref of session.vault.secretRefs()) {
    if (!keep.has(ref)) {
      session.vault.removeSecret(ref);
      removed++;
    }
  }
  return removed;
}
