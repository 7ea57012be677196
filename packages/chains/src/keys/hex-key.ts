/** The "raw hex" private-key format several chains share (spec §5: "raw hex elsewhere"). */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { KeyInputError } from './types';

/** 64 hex characters, an optional 0x tolerated. `label` names the chain in the reason ("An EVM"). */
export function parseHex32Key(key: string, label: string, hint = ''): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const raw = key.trim();
  const body = /^0x/i.test(raw) ? raw.slice(2) : raw;
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    throw new KeyInputError(`${label} private key is hexadecimal (0-9, a-f)${hint}`);
  }
  if (body.length !== 64) {
    throw new KeyInputError(
      `${label} private key has 64 hexadecimal characters; this one has ${body.length}`,
    );
  }
  return hexToBytes(body);
}

/** A raw-hex secp256k1 key whose scalar lies in [1, n-1], so it can build a wallet. */
export function parseSecp256k1HexKey(key: string, label: string, hint = ''): Uint8Array {
  const bytes = parseHex32Key(key, label, hint);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This private key cannot build a wallet: it is zero or not below the secp256k1 order',
    );
  }
  return bytes;
}
