/**
 * Binds an MLS identity to an EVM address: the basic credential's identity carries the address and
 * the address's EIP-191 (personal_sign) signature over a statement naming the MLS signature public
 * key. A peer recovers the signer from the signature and accepts the credential only when it is
 * the address the credential names and the key is the one the leaf signs with.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { AuthenticationService, Credential } from 'ts-mls';

/** Signs the statement with the wallet's EVM key (the Signer's signPersonalMessage). */
export interface MessagingSigner {
  /** 0x-prefixed EVM address. */
  address: string;
  /** EIP-191 personal_sign; 0x-hex r || s || v. */
  signPersonalMessage(message: Uint8Array): Promise<string>;
}

const IDENTITY_FORMAT = 1;
const ADDRESS_BYTES = 20;
const SIGNATURE_BYTES = 65;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function isEvmAddress(text: string): boolean {
  return EVM_ADDRESS.test(text);
}

/** What the wallet signs; readable, so a person asked to sign it sees what it allows. */
export function identityStatement(signaturePublicKey: Uint8Array): string {
  return `Kestrel messaging identity\nMLS signature key: 0x${bytesToHex(signaturePublicKey)}`;
}

function eip191Digest(message: Uint8Array): Uint8Array {
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`);
  const all = new Uint8Array(prefix.length + message.length);
  all.set(prefix);
  all.set(message, prefix.length);
  return keccak_256(all);
}

/** The lower-case address that made an EIP-191 signature over `message`; null when none can be recovered. */
export function recoverSigner(message: Uint8Array, signature: Uint8Array): string | null {
  if (signature.length !== SIGNATURE_BYTES) return null;
  const v = signature[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  try {
    const recovered = new Uint8Array(SIGNATURE_BYTES);
    recovered[0] = recovery;
    recovered.set(signature.subarray(0, 64), 1);
    const point = secp256k1.Signature.fromBytes(recovered, 'recovered').recoverPublicKey(
      eip191Digest(message),
    );
    return '0x' + bytesToHex(keccak_256(point.toBytes(false).subarray(1)).subarray(12));
  } catch {
    return null;
  }
}

/** The credential for `signer`'s address over this MLS signature public key. */
export async function bindIdentity(
  signer: MessagingSigner,
  signaturePublicKey: Uint8Array,
): Promise<Credential> {
  if (!isEvmAddress(signer.address)) throw new Error('Messaging needs an EVM address');
  const signatureHex = await signer.signPersonalMessage(utf8ToBytes(identityStatement(signaturePublicKey)));
  const signature = hexToBytes(signatureHex.replace(/^0x/, ''));
  const identity = new Uint8Array(1 + ADDRESS_BYTES + SIGNATURE_BYTES);
  identity[0] = IDENTITY_FORMAT;
  identity.set(hexToBytes(signer.address.slice(2)), 1);
  identity.set(signature, 1 + ADDRESS_BYTES);
  if (verifiedAddress({ credentialType: 'basic', identity }, signaturePublicKey) === null)
    throw new Error('The wallet signature does not match its address');
  return { credentialType: 'basic', identity };
}

/** The lower-case address the credential proves for this key, or null when it proves nothing. */
export function verifiedAddress(credential: Credential, signaturePublicKey: Uint8Array): string | null {
  if (credential.credentialType !== 'basic') return null;
  const id = credential.identity;
  if (id.length !== 1 + ADDRESS_BYTES + SIGNATURE_BYTES || id[0] !== IDENTITY_FORMAT) return null;
  const claimed = '0x' + bytesToHex(id.subarray(1, 1 + ADDRESS_BYTES));
  const signer = recoverSigner(
    utf8ToBytes(identityStatement(signaturePublicKey)),
    id.subarray(1 + ADDRESS_BYTES),
  );
  return signer === claimed ? claimed : null;
}

/** ts-mls asks this for every leaf it meets (joins, adds, commits): unbound identities are refused. */
export const addressBoundAuthService: AuthenticationService = {
  validateCredential: (credential, signaturePublicKey) =>
    Promise.resolve(verifiedAddress(credential, signaturePublicKey) !== null),
};
