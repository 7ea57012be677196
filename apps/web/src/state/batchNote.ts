/**
 * Whether an account has sent a batch from this device before: its first batch carries a plain
 * note about the delegation it signs (presentation.ts). Kept in localStorage as hashes of
 * network, chain and address, so the storage names no address.
 */
const STORAGE_KEY = 'kestrel.batchedAccounts';

async function accountHash(network: string, chain_name: string, address: string): Promise<string> {
  const data = new TextEncoder().encode(`${network}|${chain_name}|${address.toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function stored(): string[] {
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function hasBatched(network: string, chain_name: string, address: string): Promise<boolean> {
  return stored().includes(await accountHash(network, chain_name, address));
}

export async function rememberBatched(network: string, chain_name: string, address: string): Promise<void> {
  const h = await accountHash(network, chain_name, address);
  const list = stored();
  if (list.includes(h)) return;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify([...list, h]));
  } catch {
    // Private mode without storage: the note shows again next time, which is harmless.
  }
}
