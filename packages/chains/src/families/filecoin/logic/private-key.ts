/**
 * Filecoin private key formats: 64 hex characters, the base64 key Lotus keeps inside its KeyInfo,
 * and the `lotus wallet export` form (hex of the JSON {"Type":"secp256k1","PrivateKey":"<base64>"}).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';
import { KeyInputError } from '../../../keys/types';

const FORMATS =
  'A Filecoin private key is 64 hexadecimal characters, a base64 secp256k1 key, ' +
  'or the hex text printed by `lotus wallet export`';

function fromBase64(text: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(text);
  } catch {
    throw new KeyInputError('The private key inside the Lotus key is not valid base64');
  }
  if (bytes.length !== 32)
    throw new KeyInputError(`A secp256k1 private key holds 32 bytes; this one holds ${bytes.length}`);
  return bytes;
}

/** Reads a Lotus KeyInfo JSON text; only secp256k1 keys give f1 accounts. */
function fromKeyInfo(json: string): Uint8Array {
  let info: unknown;
  try {
    info = JSON.parse(json);
  } catch {
    throw new KeyInputError('The Lotus key is not valid JSON');
  }
  const { Type, PrivateKey } = (info ?? {}) as { Type?: unknown; PrivateKey?: unknown };
  if (typeof Type !== 'string' || typeof PrivateKey !== 'string') {
    throw new KeyInputError('A Lotus key has the fields Type and PrivateKey');
  }
  if (Type.toLowerCase() !== 'secp256k1') {
    throw new KeyInputError(
      `Lotus "${Type.slice(0, 16)}" keys are not supported: Kestrel Filecoin accounts use secp256k1 (f1)`,
    );
  }
  return fromBase64(PrivateKey);
}

function hexToText(hex: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex));
  } catch {
    throw new KeyInputError(FORMATS);
  }
}

function decode(text: string): Uint8Array {
  const body = /^0x/i.test(text) ? text.slice(2) : text;
  if (/^[0-9a-fA-F]{64}$/.test(body)) return hexToBytes(body);
  // Lotus exports start with hex "7b" ("{"); anything shorter than a KeyInfo cannot be one.
  if (/^7b([0-9a-fA-F]{2})+$/i.test(body) && body.length > 64) return fromKeyInfo(hexToText(body));
  if (text.startsWith('{')) return fromKeyInfo(text);
  if (/^[A-Za-z0-9+/]{43}=$/.test(text)) return fromBase64(text);
  throw new KeyInputError(FORMATS);
}

export function parseFilecoinPrivateKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  if (text.length > 4096) throw new KeyInputError(FORMATS);
  const bytes = decode(text);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This is not a valid secp256k1 private key: it is zero or not below the curve order',
    );
  }
  return bytes;
}
