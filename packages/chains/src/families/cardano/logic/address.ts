/**
 * Cardano Shelley addresses (CIP-19): encoding of base and enterprise addresses, and the §5 check
 * ("lowercase bech32 form beginning addr1 followed by at least 58 characters") made strict with the
 * bech32 checksum and the header byte.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { bech32 } from '@scure/base';
import type { NetworkName } from '../../../registry/types';
import type { AddressCheck } from '../../../keys/types';

/** CIP-19 network id: 1 on mainnet, 0 on the test networks (preprod, preview, local devnets). */
export function cardanoNetworkId(network: NetworkName): 0 | 1 {
  return network === 'mainnet' ? 1 : 0;
}

export function cardanoAddressPrefix(network: NetworkName): 'addr' | 'addr_test' {
  return network === 'mainnet' ? 'addr' : 'addr_test';
}

/** blake2b-224 of a 32-byte ed25519 public key: the key hash CIP-19 puts in addresses. */
export function cardanoKeyHash(publicKey: Uint8Array): Uint8Array {
  return blake2b(publicKey, { dkLen: 28 });
}

function encode(network: NetworkName, bytes: Uint8Array): string {
  // Shelley addresses are longer than BIP-173's 90-character limit: disable it.
  return bech32.encode(cardanoAddressPrefix(network), bech32.toWords(bytes), false);
}

/** Type-0 base address: header (0x01 mainnet, 0x00 testnet) || payment key hash || stake key hash. */
export function encodeBaseAddress(
  paymentKey: Uint8Array,
  stakeKey: Uint8Array,
  network: NetworkName,
): string {
  const bytes = new Uint8Array(57);
  bytes[0] = 0x00 | cardanoNetworkId(network);
  bytes.set(cardanoKeyHash(paymentKey), 1);
  bytes.set(cardanoKeyHash(stakeKey), 29);
  return encode(network, bytes);
}

/** Type-6 enterprise address (no stake part): header (0x61 mainnet, 0x60 testnet) || payment key hash. */
export function encodeEnterpriseAddress(paymentKey: Uint8Array, network: NetworkName): string {
  const bytes = new Uint8Array(29);
  bytes[0] = 0x60 | cardanoNetworkId(network);
  bytes.set(cardanoKeyHash(paymentKey), 1);
  return encode(network, bytes);
}

const BECH32_CHARS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Payload length after the header for each payment-address type (CIP-19 types 0–7; pointers vary). */
function payloadLengthFits(type: number, payloadLength: number): boolean {
  if (type <= 3) return payloadLength === 56;
  if (type === 4 || type === 5) return payloadLength >= 28 + 3;
  return payloadLength === 28; // 6, 7
}

export function validateCardanoAddress(address: string, network: NetworkName): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const prefix = cardanoAddressPrefix(network);
  const other = prefix === 'addr' ? 'addr_test' : 'addr';
  const where = network === 'mainnet' ? 'mainnet' : 'testnet';
  if (/^(Ae2|Ddz)/.test(address)) {
    return {
      valid: false,
      reason: `Byron-era addresses are not supported; use an address beginning ${prefix}1`,
    };
  }
  if (address !== address.toLowerCase()) {
    return { valid: false, reason: 'A Cardano address is written in lowercase' };
  }
  if (/^stake(_test)?1/.test(address)) {
    return {
      valid: false,
      reason: `This is a stake (reward) address; payments go to an address beginning ${prefix}1`,
    };
  }
  if (address.startsWith(`${other}1`)) {
    return {
      valid: false,
      reason: `This address (${other}1…) belongs to another Cardano network; ${where} addresses begin ${prefix}1`,
    };
  }
  if (!address.startsWith(`${prefix}1`)) {
    return { valid: false, reason: `A Cardano ${where} address begins ${prefix}1` };
  }
  const data = address.slice(prefix.length + 1);
  if ([...data].some((c) => !BECH32_CHARS.includes(c))) {
    return { valid: false, reason: 'The address contains characters that are not bech32' };
  }
  if (data.length < 58) {
    return { valid: false, reason: `A Cardano address is ${prefix}1 followed by at least 58 characters` };
  }
  let bytes: Uint8Array;
  try {
    bytes = bech32.fromWords(bech32.decode(address as `${string}1${string}`, false).words);
  } catch {
    return { valid: false, reason: 'The address checksum does not match: a character is wrong or missing' };
  }
  const header = bytes[0] ?? 0xff;
  const type = header >> 4;
  if (type > 7) return { valid: false, reason: 'This is not a Cardano payment address' };
  if ((header & 0x0f) !== cardanoNetworkId(network)) {
    return { valid: false, reason: `The address header is for another network than Cardano ${where}` };
  }
  if (!payloadLengthFits(type, bytes.length - 1)) {
    return { valid: false, reason: 'The address has the wrong length for its type' };
  }
  return { valid: true, normalized: address };
}
