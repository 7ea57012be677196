/** A checked Cardano address and the payment key hash it carries (for matching a signer). */
import type { NetworkName } from '../../../registry/types';
import { validateCardanoAddress } from './address';
import { addressBytes } from './tx';

export function checkAddress(address: string, network: NetworkName, what: string): string {
  const check = validateCardanoAddress(address, network);
  if (!check.valid) throw new Error(`${what}: ${check.reason}`);
  return check.normalized;
}

/** The payment key hash of a key-payment address (types 0, 2, 4, 6), else null. */
export function paymentKeyHash(address: string): Uint8Array | null {
  const bytes = addressBytes(address);
  const type = bytes[0]! >> 4;
  return type % 2 === 0 && type <= 6 ? bytes.slice(1, 29) : null;
}
