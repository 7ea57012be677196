/**
 * The fingerprint switch, made real with WebAuthn where a user-verifying platform authenticator
 * exists: turning it on creates a credential on this device (its id and public key are kept in
 * localStorage; they are not secrets); while it exists, unlocking first needs an assertion with
 * user verification, checked here: our fresh challenge, this origin, the UV flag, and the ES256 /
 * RS256 signature over authenticatorData ‖ SHA-256(clientDataJSON) with the stored public key.
 * The vault stays encrypted by the password alone: this gate adds the device's own check.
 */
const STORE_KEY = 'kestrel.unlockCredential';
const ES256 = -7;
const RS256 = -257;

interface StoredCredential {
  id: string;
  publicKey: string;
  alg: number;
}

const b64url = (b: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(b)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (s: string) =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export function unlockCredential(): StoredCredential | null {
  try {
    const v = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as StoredCredential | null;
    return v && typeof v.id === 'string' && typeof v.publicKey === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function forgetUnlockCredential(): void {
  localStorage.removeItem(STORE_KEY);
}

/** Creates the unlock credential on this device's platform authenticator (the person confirms). */
export async function createUnlockCredential(): Promise<void> {
  const cred = (await navigator.credentials.create({
    publicKey: {
      rp: { name: 'Kestrel Wallet' },
      user: { id: random(16), name: 'kestrel', displayName: 'Kestrel wallet on this device' },
      challenge: random(32),
      pubKeyCredParams: [
        { type: 'public-key', alg: ES256 },
        { type: 'public-key', alg: RS256 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'discouraged',
      },
      timeout: 60_000,
    },
  })) as PublicKeyCredential | null;
  const response = cred?.response as AuthenticatorAttestationResponse | undefined;
  const spki = response?.getPublicKey();
  const alg = response?.getPublicKeyAlgorithm();
  if (!cred || !spki || (alg !== ES256 && alg !== RS256))
    throw new Error('This device did not create a usable credential');
  const stored: StoredCredential = { id: b64url(cred.rawId), publicKey: b64url(spki), alg };
  localStorage.setItem(STORE_KEY, JSON.stringify(stored));
}

/** DER ECDSA signature → the raw r ‖ s WebCrypto verifies (P-256: 32 bytes each). */
function derToRaw(der: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(64);
  let i = 2;
  for (const at of [0, 32]) {
    const len = der[i + 1]!;
    let v = der.subarray(i + 2, i + 2 + len);
    while (v.length > 32 && v[0] === 0) v = v.subarray(1);
    out.set(v, at + 32 - v.length);
    i += 2 + len;
  }
  return out;
}

async function verifySignature(
  c: StoredCredential,
  data: Uint8Array<ArrayBuffer>,
  sig: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const es = c.alg === ES256;
  const algorithm = es
    ? { name: 'ECDSA', namedCurve: 'P-256' }
    : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const key = await crypto.subtle.importKey('spki', fromB64url(c.publicKey), algorithm, false, ['verify']);
  const params = es ? { name: 'ECDSA', hash: 'SHA-256' } : { name: 'RSASSA-PKCS1-v1_5' };
  return crypto.subtle.verify(params, key, es ? derToRaw(sig) : sig, data);
}

export const FINGERPRINT_FAILED = 'The fingerprint check failed or was cancelled: the wallet stays locked';

/** Asks this device's authenticator to verify the person; throws FINGERPRINT_FAILED otherwise. */
export async function verifyUnlock(c: StoredCredential): Promise<void> {
  const challenge = random(32);
  let ok = false;
  try {
    const cred = (await navigator.credentials.get({
      publicKey: {
        challenge,
        allowCredentials: [{ type: 'public-key', id: fromB64url(c.id) }],
        userVerification: 'required',
        timeout: 60_000,
      },
    })) as PublicKeyCredential | null;
    const r = cred?.response as AuthenticatorAssertionResponse | undefined;
    if (cred && r && b64url(cred.rawId) === c.id) {
      const client = JSON.parse(new TextDecoder().decode(r.clientDataJSON)) as Record<string, unknown>;
      const auth = new Uint8Array(r.authenticatorData);
      const userVerified = (auth[32]! & 0x04) !== 0;
      const fresh =
        client.type === 'webauthn.get' &&
        client.challenge === b64url(challenge) &&
        client.origin === location.origin;
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', r.clientDataJSON));
      const signed = new Uint8Array(auth.length + hash.length);
      signed.set(auth);
      signed.set(hash, auth.length);
      ok = fresh && userVerified && (await verifySignature(c, signed, new Uint8Array(r.signature)));
    }
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(FINGERPRINT_FAILED);
}
