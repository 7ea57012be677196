/**
 * The relay accepts only MLS wire messages (RFC 9420 §6: version mls10, then the wire format) of
 * the kind each route carries, so nothing else, such as a plaintext, can be parked on it. It
 * reads these four bytes and nothing more: it holds no key and cannot open a message.
 */
export const WIRE_FORMATS = {
  privateMessage: 2,
  welcome: 3,
  keyPackage: 5,
} as const;

const MLS10 = 1;

/** Base64 of at most 16 KiB of bytes. */
export const BASE64_PATTERN = '^[A-Za-z0-9+/]{8,21848}={0,2}$';

export function isMlsWire(base64: string, wireFormat: number): boolean {
  let head: Buffer;
  try {
    head = Buffer.from(base64.slice(0, 8), 'base64');
  } catch {
    return false;
  }
  return head.length >= 4 && head.readUInt16BE(0) === MLS10 && head.readUInt16BE(2) === wireFormat;
}

export const ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$';
/** A conversation's topic: its MLS group id, 16 bytes in lower-case hex. */
export const TOPIC_PATTERN = '^[0-9a-f]{32}$';
