/**
 * Polkadot addresses: SS58 with network prefix 0 on mainnet. The test network in the registry is
 * Westend, whose addresses use the generic Substrate prefix 42. Validation is @polkadot/util-crypto
 * `checkAddress(address, prefix)`: decodable SS58, valid checksum, 32-byte key, the expected prefix.
 */
import type { AddressCheck } from '../../../keys/types';
import type { NetworkName } from '../../../registry/types';
import { decodeSs58, encodeSs58 } from './ss58';

export function polkadotSs58Prefix(network: NetworkName): number {
  return network === 'mainnet' ? 0 : 42;
}

const NETWORK_NAMES: Record<number, string> = {
  0: 'Polkadot',
  2: 'Kusama',
  42: 'a generic Substrate (or Westend)',
};

/** The network the user is on, as the error names it. */
const NETWORK_LABELS: Record<NetworkName, string> = {
  mainnet: 'Polkadot',
  testnet: 'Westend',
  devnet: 'devnet',
};

function describe(prefix: number): string {
  const name = NETWORK_NAMES[prefix];
  return name ? `${name} address (network prefix ${prefix})` : `address for network prefix ${prefix}`;
}

export function polkadotAddressFromPublicKey(publicKey: Uint8Array, network: NetworkName): string {
  return encodeSs58(publicKey, polkadotSs58Prefix(network));
}

export function validatePolkadotAddress(address: string, network: NetworkName): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const decoded = decodeSs58(address);
  if (!decoded.ok) return { valid: false, reason: decoded.reason };
  const expected = polkadotSs58Prefix(network);
  if (decoded.prefix !== expected) {
    return {
      valid: false,
      reason: `This is a ${describe(decoded.prefix)}; ${NETWORK_LABELS[network]} addresses use prefix ${expected}`,
    };
  }
  return { valid: true, normalized: address };
}
