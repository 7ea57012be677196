/**
 * The relay's client authentication (WalletConnect relay-auth): the `auth` query parameter is an
 * EdDSA JWT whose issuer is the client's `did:key` (multicodec 0xed01 + the Ed25519 public key,
 * base58btc with the `z` prefix). The loopback relay checks the signature, the audience and the
 * expiry, and has no project check: any project id is accepted.
 */
import { createPublicKey, verify } from 'node:crypto';
import { base58 } from '@scure/base';

const DID_KEY_PREFIX = 'did:key:z';
const ED25519_MULTICODEC = [0xed, 0x01];

export interface RelayClientIdentity {
  /** The client's did:key (the relayer's client id). */
  clientId: string;
}

function b64urlJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new Error('JWT part is not an object');
  return value as Record<string, unknown>;
}

/** The Ed25519 public key inside a did:key, or an error for anything else. */
export function ed25519KeyOfDid(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new Error('issuer is not a did:key');
  const bytes = base58.decode(did.slice(DID_KEY_PREFIX.length));
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new Error('issuer is not an Ed25519 did:key');
  return bytes.slice(2);
}

/** Verifies a relay auth JWT; `nowSeconds` for the expiry. Throws with the reason when it fails. */
export function verifyRelayJwt(jwt: string, nowSeconds: number): RelayClientIdentity {
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new Error('auth is not a JWT');
  const [h, p, s] = parts as [string, string, string];
  const header = b64urlJson(h);
  const payload = b64urlJson(p);
  if (header.alg !== 'EdDSA') throw new Error('JWT alg must be EdDSA');
  if (typeof payload.iss !== 'string') throw new Error('JWT has no issuer');
  if (typeof payload.aud !== 'string' || !/^wss?:\/\//.test(payload.aud))
    throw new Error('JWT audience is not a relay URL');
  if (typeof payload.exp !== 'number' || payload.exp < nowSeconds) throw new Error('JWT expired');
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(ed25519KeyOfDid(payload.iss)).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify(null, Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('JWT signature does not verify');
  return { clientId: payload.iss };
}
