/**
 * The person's provider settings (issue #17, "providers as configuration"): API keys by service
 * and their own RPC endpoints per network and chain. Kept inside the encrypted vault (never in
 * the Redux state, never logged, never in an error); `adapterConfigOf` hands them to the adapters
 * through the family-neutral `AdapterConfig.apiKeys` and `rpc`.
 */
import {
  getChain,
  isProviderService,
  PROVIDER_SERVICES,
  type AdapterConfig,
  type NetworkName,
} from '@kestrel/chains';

export interface ProviderSettings {
  /** API keys by service name (PROVIDER_SERVICES). */
  apiKeys: Record<string, string>;
  /** The person's own RPC endpoints, per network then chain_name; tried before the defaults. */
  rpc: Partial<Record<NetworkName, Record<string, string[]>>>;
}

export const emptyProviderSettings = (): ProviderSettings => ({ apiKeys: {}, rpc: {} });

/** Bad provider input: the message never contains the key. Nothing was changed. */
export class ProviderSettingsError extends Error {
  override name = 'ProviderSettingsError';
}

const NETWORKS: readonly NetworkName[] = ['mainnet', 'testnet', 'devnet'];
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The settings read back from the vault; null when their shape is wrong. */
export function parseProviderSettings(v: unknown): ProviderSettings | null {
  if (v === undefined || v === null) return emptyProviderSettings();
  if (!isRecord(v) || !isRecord(v.apiKeys) || !isRecord(v.rpc)) return null;
  if (!Object.values(v.apiKeys).every((k) => typeof k === 'string')) return null;
  for (const [network, chains] of Object.entries(v.rpc)) {
    if (!NETWORKS.includes(network as NetworkName) || !isRecord(chains)) return null;
    if (!Object.values(chains).every(isStrings)) return null;
  }
  return v as unknown as ProviderSettings;
}

const KEY_TEXT = /^[\x21-\x7e]{1,256}$/;

/** Sets (or with an empty key, removes) the key of a service. */
export function withApiKey(s: ProviderSettings, service: string, key: string): ProviderSettings {
  if (!isProviderService(service))
    throw new ProviderSettingsError(
      `Unknown service "${service}"; one of: ${PROVIDER_SERVICES.map((p) => p.service).join(', ')}`,
    );
  const text = key.trim();
  const apiKeys = { ...s.apiKeys };
  if (text === '') delete apiKeys[service];
  else if (!KEY_TEXT.test(text))
    throw new ProviderSettingsError(`The ${service} key must be 1 to 256 visible characters without spaces`);
  else apiKeys[service] = text;
  return { ...s, apiKeys };
}

/** A person's RPC endpoint: http(s), no credentials in the URL's user part. */
export function checkRpcUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw new ProviderSettingsError('The RPC endpoint must be an http:// or https:// URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new ProviderSettingsError('The RPC endpoint must be an http:// or https:// URL');
  return u.toString().replace(/\/$/, u.pathname === '/' ? '' : '/');
}

/** Adds an RPC endpoint of the chain on the network (first in line; a repeat moves to the front). */
export function withCustomRpc(
  s: ProviderSettings,
  chainName: string,
  network: NetworkName,
  url: string,
): ProviderSettings {
  const chain = getChain(chainName).chain_name;
  const clean = checkRpcUrl(url);
  const mine = s.rpc[network]?.[chain] ?? [];
  return {
    ...s,
    rpc: { ...s.rpc, [network]: { ...s.rpc[network], [chain]: [clean, ...mine.filter((u) => u !== clean)] } },
  };
}

/** Removes the person's RPC endpoints of the chain on the network (the defaults apply again). */
export function withoutCustomRpc(
  s: ProviderSettings,
  chainName: string,
  network: NetworkName,
): ProviderSettings {
  const chain = getChain(chainName).chain_name;
  const chains = { ...s.rpc[network] };
  delete chains[chain];
  return { ...s, rpc: { ...s.rpc, [network]: chains } };
}

/** What the adapters of the chain receive: every key by service, and the person's RPC first. */
export function adapterConfigOf(
  s: ProviderSettings,
  chainName: string,
  network: NetworkName,
): Partial<AdapterConfig> {
  const chain = getChain(chainName);
  const mine = s.rpc[network]?.[chain.chain_name] ?? [];
  const defaults = chain.networks[network]?.rpc ?? [];
  return {
    ...(Object.keys(s.apiKeys).length ? { apiKeys: { ...s.apiKeys } } : {}),
    ...(mine.length ? { rpc: [...mine, ...defaults.filter((u) => !mine.includes(u))] } : {}),
  };
}

/** A key as shown: its last 4 characters when it is long enough to keep the rest hidden. */
export function maskKey(key: string): string {
  return key.length >= 12 ? `••••${key.slice(-4)}` : '••••';
}
