/**
 * Providers in Settings (issue #17 item 1): the endpoints each chain uses on the session's
 * network, the provider API keys (kept in the encrypted vault, shown masked) and a person's own
 * RPC endpoints, through the wallet package's provider settings. Adapters made after a change
 * use it (the flow environment's adapter cache follows the settings).
 */
import type {
  ProviderService,
  ProvidersView,
  ProviderSettings,
  WalletSession as CoreSession,
} from '@kestrel/wallet';
import { session } from './hooks';
import { loadWallet, type WalletModule } from './wallet';

async function unlocked(): Promise<{ mod: WalletModule; core: CoreSession }> {
  const mod = await loadWallet();
  const core = session.unlockedCore;
  if (!core) throw new mod.VaultLockedError();
  return { mod, core };
}

export async function providerServices(): Promise<readonly ProviderService[]> {
  return (await loadWallet()).PROVIDER_SERVICES;
}

export async function providersOf(chainName: string): Promise<ProvidersView> {
  const { mod, core } = await unlocked();
  return mod.describeProviders(core.vault.providers, chainName, core.network);
}

async function change(fn: (mod: WalletModule, s: ProviderSettings, core: CoreSession) => ProviderSettings) {
  const { mod, core } = await unlocked();
  await mod.updateProviders(core, (s) => fn(mod, s, core));
}

/** Saves a key (an empty one removes it); the error never holds the key. */
export function setProviderKey(service: string, key: string): Promise<void> {
  return change((mod, s) => mod.withApiKey(s, service, key));
}

export function addProviderRpc(chainName: string, url: string): Promise<void> {
  return change((mod, s, core) => mod.withCustomRpc(s, chainName, core.network, url));
}

export function resetProviderRpc(chainName: string): Promise<void> {
  return change((mod, s, core) => mod.withoutCustomRpc(s, chainName, core.network));
}
