/**
 * The MLS (RFC 9420) side of messaging over ts-mls: one ciphersuite (X25519, AES-128-GCM,
 * SHA-256, Ed25519), address-bound credentials (identity.ts), two-member groups, and the wire and
 * storage encodings. Every function is pure over its inputs; the client keeps the states.
 */
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  decodeGroupState,
  decodeMlsMessage,
  defaultCapabilities,
  defaultKeyPackageEqualityConfig,
  defaultKeyRetentionConfig,
  defaultLifetime,
  defaultLifetimeConfig,
  defaultPaddingConfig,
  emptyPskIndex,
  encodeGroupState,
  encodeMlsMessage,
  generateKeyPackageWithKey,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  processPrivateMessage,
  zeroOutUint8Array,
  type CiphersuiteImpl,
  type ClientConfig,
  type ClientState,
  type KeyPackage,
  type MLSMessage,
  type PrivateKeyPackage,
} from 'ts-mls';
import { addressBoundAuthService, bindIdentity, verifiedAddress, type MessagingSigner } from './identity';

export const CIPHERSUITE = 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519';

let suite: Promise<CiphersuiteImpl> | null = null;
function cipherSuite(): Promise<CiphersuiteImpl> {
  suite ??= getCiphersuiteImpl(getCiphersuiteFromName(CIPHERSUITE));
  return suite;
}

const clientConfig: ClientConfig = {
  keyRetentionConfig: defaultKeyRetentionConfig,
  lifetimeConfig: defaultLifetimeConfig,
  keyPackageEqualityConfig: defaultKeyPackageEqualityConfig,
  paddingConfig: defaultPaddingConfig,
  authService: addressBoundAuthService,
};

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** The long-lived MLS identity of one address (kept only inside the vault). */
export interface MlsIdentity {
  address: string;
  /** The key package the relay hands to peers (public, wire encoding, base64). */
  keyPackage: string;
  /** Its private half: init, HPKE and signature private keys (base64). */
  privatePackage: { initPrivateKey: string; hpkePrivateKey: string; signaturePrivateKey: string };
}

export async function createIdentity(signer: MessagingSigner): Promise<MlsIdentity> {
  const cs = await cipherSuite();
  const keys = await cs.signature.keygen();
  const credential = await bindIdentity(signer, keys.publicKey);
  const { publicPackage, privatePackage } = await generateKeyPackageWithKey(
    credential,
    defaultCapabilities(),
    defaultLifetime,
    [],
    keys,
    cs,
  );
  const wire = encodeMlsMessage({
    keyPackage: publicPackage,
    wireformat: 'mls_key_package',
    version: 'mls10',
  });
  return {
    address: signer.address.toLowerCase(),
    keyPackage: toBase64(wire),
    privatePackage: {
      initPrivateKey: toBase64(privatePackage.initPrivateKey),
      hpkePrivateKey: toBase64(privatePackage.hpkePrivateKey),
      signaturePrivateKey: toBase64(privatePackage.signaturePrivateKey),
    },
  };
}

function decodeWire(b64: string): MLSMessage {
  const decoded = decodeMlsMessage(fromBase64(b64), 0);
  if (!decoded) throw new Error('Not an MLS message');
  return decoded[0];
}

/** A peer's key package with the address its credential proves; throws when it proves none. */
export function readKeyPackage(b64: string): { keyPackage: KeyPackage; address: string } {
  const message = decodeWire(b64);
  if (message.wireformat !== 'mls_key_package') throw new Error('Not a key package');
  const leaf = message.keyPackage.leafNode;
  const address = verifiedAddress(leaf.credential, leaf.signaturePublicKey);
  if (!address) throw new Error('The key package is not signed by its address');
  return { keyPackage: message.keyPackage, address };
}

function ownPackages(identity: MlsIdentity): {
  publicPackage: KeyPackage;
  privatePackage: PrivateKeyPackage;
} {
  return {
    publicPackage: readKeyPackage(identity.keyPackage).keyPackage,
    privatePackage: {
      initPrivateKey: fromBase64(identity.privatePackage.initPrivateKey),
      hpkePrivateKey: fromBase64(identity.privatePackage.hpkePrivateKey),
      signaturePrivateKey: fromBase64(identity.privatePackage.signaturePrivateKey),
    },
  };
}

/** Group state for the vault (it holds the group's secrets; never leaves the vault). */
export function saveGroup(state: ClientState): string {
  return toBase64(encodeGroupState(state));
}

export function loadGroup(b64: string): ClientState {
  const decoded = decodeGroupState(fromBase64(b64), 0);
  if (!decoded) throw new Error('The stored conversation state is damaged');
  return { ...decoded[0], clientConfig };
}

/** Starts a two-member group with the peer: the group state and the Welcome for the peer. */
export async function startGroup(
  identity: MlsIdentity,
  peerKeyPackage: KeyPackage,
  groupId: Uint8Array,
): Promise<{ state: ClientState; welcome: string }> {
  const cs = await cipherSuite();
  const own = ownPackages(identity);
  const group = await createGroup(groupId, own.publicPackage, own.privatePackage, [], cs, clientConfig);
  const commit = await createCommit(
    { state: group, cipherSuite: cs },
    {
      extraProposals: [{ proposalType: 'add', add: { keyPackage: peerKeyPackage } }],
      ratchetTreeExtension: true,
    },
  );
  commit.consumed.forEach(zeroOutUint8Array);
  if (!commit.welcome) throw new Error('No welcome was made');
  const welcome = encodeMlsMessage({ welcome: commit.welcome, wireformat: 'mls_welcome', version: 'mls10' });
  return { state: commit.newState, welcome: toBase64(welcome) };
}

/** Joins from a Welcome: the group state and the other member's proven address. */
export async function joinFromWelcome(
  identity: MlsIdentity,
  welcomeB64: string,
): Promise<{ state: ClientState; peerAddress: string; groupId: Uint8Array }> {
  const message = decodeWire(welcomeB64);
  if (message.wireformat !== 'mls_welcome') throw new Error('Not a welcome');
  const cs = await cipherSuite();
  const own = ownPackages(identity);
  const state = await joinGroup(
    message.welcome,
    own.publicPackage,
    own.privatePackage,
    emptyPskIndex,
    cs,
    undefined,
    undefined,
    clientConfig,
  );
  const peers = memberAddresses(state).filter((a) => a !== identity.address);
  if (peers.length !== 1) throw new Error('A conversation has exactly one peer');
  return { state, peerAddress: peers[0]!, groupId: state.groupContext.groupId };
}

/** The proven addresses of the group's members. */
export function memberAddresses(state: ClientState): string[] {
  const out: string[] = [];
  for (const node of state.ratchetTree) {
    if (node?.nodeType !== 'leaf') continue;
    const address = verifiedAddress(node.leaf.credential, node.leaf.signaturePublicKey);
    if (address) out.push(address);
  }
  return out;
}

export async function encrypt(
  state: ClientState,
  plaintext: Uint8Array,
): Promise<{ state: ClientState; ciphertext: string }> {
  const cs = await cipherSuite();
  const made = await createApplicationMessage(state, plaintext, cs);
  made.consumed.forEach(zeroOutUint8Array);
  const wire = encodeMlsMessage({
    privateMessage: made.privateMessage,
    wireformat: 'mls_private_message',
    version: 'mls10',
  });
  return { state: made.newState, ciphertext: toBase64(wire) };
}

/** Decrypts and authenticates one application message; throws on anything else or any tampering. */
export async function decrypt(
  state: ClientState,
  ciphertext: string,
): Promise<{ state: ClientState; plaintext: Uint8Array }> {
  const message = decodeWire(ciphertext);
  if (message.wireformat !== 'mls_private_message') throw new Error('Not a private message');
  const cs = await cipherSuite();
  const result = await processPrivateMessage(state, message.privateMessage, emptyPskIndex, cs);
  result.consumed.forEach(zeroOutUint8Array);
  if (result.kind !== 'applicationMessage') throw new Error('Not an application message');
  return { state: result.newState, plaintext: result.message };
}
