/**
 * Signing a Filecoin message as Lotus checks it (f1 senders): secp256k1 over
 * blake2b-256(CID bytes of the unsigned message), written r || s || recovery (65 bytes). The
 * signature must recover the sender's key. What is pushed is MpoolPush's SignedMessage JSON; the
 * hash is the signed message's CID.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { concatBytes, numberToBytesBE } from '@noble/curves/utils.js';
import type { SignedTx, Signer, UnsignedTx } from '../../../adapter-types';
import type { NetworkName } from '../../../registry/types';
import { filecoinAddressFromPublicKey } from './address';
import {
  cidBytes,
  encodeMessage,
  lotusSignedMessage,
  signedMessageCid,
  type FilecoinMessage,
} from './message';

export interface FilecoinUnsigned {
  message: FilecoinMessage;
  network: NetworkName;
}

/** The 32 bytes a key signs for this message. */
export function signingDigest(m: FilecoinMessage, network: NetworkName): Uint8Array {
  return blake2b(cidBytes(encodeMessage(m, network)), { dkLen: 32 });
}

/** Signs `m`; the signature must recover the sender's address. Returns the 65 signature bytes and the CID. */
export async function signMessage(
  m: FilecoinMessage,
  network: NetworkName,
  signer: Signer,
): Promise<{ signature: Uint8Array; cid: string }> {
  if (signer.curve !== 'secp256k1') throw new Error('Filecoin f1 messages need a secp256k1 signer');
  const encoded = encodeMessage(m, network);
  const digest = blake2b(cidBytes(encoded), { dkLen: 32 });
  const { r, s, recovery } = await signer.signDigest(digest);
  const publicKey = new secp256k1.Signature(r, s, recovery).recoverPublicKey(digest).toBytes(true);
  if (filecoinAddressFromPublicKey(publicKey, network) !== m.from)
    throw new Error('The signing key does not belong to the sending address');
  const signature = concatBytes(numberToBytesBE(r, 32), numberToBytesBE(s, 32), Uint8Array.of(recovery));
  return { signature, cid: signedMessageCid(encoded, signature) };
}

export async function signTransaction(tx: UnsignedTx<FilecoinUnsigned>, signer: Signer): Promise<SignedTx> {
  const { message, network } = tx.payload;
  const { signature, cid } = await signMessage(message, network, signer);
  return {
    chain_name: tx.chain_name,
    family: 'filecoin',
    raw: JSON.stringify(lotusSignedMessage(message, signature)),
    hash: cid,
  };
}
