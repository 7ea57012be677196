/**
 * The provider settings a network command uses: those saved in the store given with --store
 * (its encrypted vault, opened with KESTREL_PASSWORD), then keys from the environment
 * (KESTREL_<SERVICE>_KEY, e.g. KESTREL_ETHERSCAN_KEY), which win for one run.
 */
import { emptyProviderSettings, PROVIDER_SERVICES, type ProviderSettings } from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';

export async function storeProviderSettings(io: CliIO, dir: string): Promise<ProviderSettings> {
  const password = io.env.KESTREL_PASSWORD;
  if (!password) throw new CliError('Set KESTREL_PASSWORD to open the wallet store');
  const { FileStorage, Vault } = await import('@kestrel/wallet/node');
  const vault = await Vault.unlock(new FileStorage(dir), password);
  try {
    return structuredClone(vault.providers);
  } finally {
    vault.lock();
  }
}

/** The settings of --store (none: the defaults), with the environment's keys on top. */
export async function commandProviderSettings(
  io: CliIO,
  store: string | undefined,
): Promise<ProviderSettings> {
  const saved = store ? await storeProviderSettings(io, store) : emptyProviderSettings();
  const apiKeys = { ...saved.apiKeys };
  for (const { service } of PROVIDER_SERVICES) {
    const key = io.env[`KESTREL_${service.toUpperCase()}_KEY`];
    if (key) apiKeys[service] = key;
  }
  return { ...saved, apiKeys };
}
