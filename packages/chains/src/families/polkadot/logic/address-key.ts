/** An address checked for the adapter's network, and its 32-byte account id. */
import type { NetworkName } from '../../../registry/types';
import { validatePolkadotAddress } from './address';
import { decodeSs58 } from './ss58';

export function checkAddress(
  address: string,
  network: NetworkName,
  what: string,
): { address: string; key: Uint8Array } {
  const c = validatePolkadotAddress(address, network);
  if (!c.valid) throw new Error(`${what}: ${c.reason}`);
  const d = decodeSs58(c.normalized);
  if (!d.ok) throw new Error(`${what}: ${d.reason}`);
  return { address: c.normalized, key: d.publicKey };
}
