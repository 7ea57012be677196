/** Changes the provider settings in the vault: one locked write; bad input writes nothing. */
import type { WalletSession } from '../flows/session';
import type { ProviderSettings } from './settings';

export function updateProviders(
  session: WalletSession,
  change: (s: ProviderSettings) => ProviderSettings,
): Promise<ProviderSettings> {
  return session.transact(async () => {
    const next = change(session.vault.providers);
    session.vault.setProviders(next);
    return next;
  });
}
