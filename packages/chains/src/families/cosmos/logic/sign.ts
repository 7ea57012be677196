/**
 * SIGN_MODE_DIRECT signing: sha256(SignDoc) signed by the sender's secp256k1 key (low-s r‖s). The
 * public key comes from the signer (or is recovered from a signature) and must hash to the sender's
 * address; the transaction hash is sha256(TxRaw), upper-case hex as the chains show it.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, hex } from '@scure/base';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { accountHash } from './address';
import type { CosmosTxPayload } from './build';
import { NO_BUILD } from './rules';
import { encodeAuthInfo, encodeSignDoc, encodeTxRaw } from './tx';
import { ripemd160 } from '@noble/hashes/legacy.js';

const PROBE = sha256(new TextEncoder().encode('kestrel cosmos public key'));

const N = secp256k1.Point.CURVE().n;

/** r‖s with s in the lower half (the SDK refuses a high s). */
function sigBytes(r: bigint, s: bigint): Uint8Array {
  return new secp256k1.Signature(r, s > N / 2n ? N - s : s).toBytes('compact');
}

/** The compressed public key of a secp256k1 signer. */
export async function publicKeyOf(signer: Signer): Promise<Uint8Array> {
  const own = (signer as { publicKey?: unknown }).publicKey;
  if (own instanceof Uint8Array && own.length === 33) return own;
  const { r, s, recovery } = await signer.signDigest(PROBE);
  return new secp256k1.Signature(r, s, recovery).recoverPublicKey(PROBE).toBytes(true);
}

export async function signTransaction(tx: UnsignedTx<CosmosTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.body || !p.chainId) throw new Error(NO_BUILD);
  if (signer.curve !== 'secp256k1') throw new Error('A Cosmos transaction needs a secp256k1 signer');
  const publicKey = await publicKeyOf(signer);
  const owner = accountHash(p.from);
  if (hex.encode(ripemd160(sha256(publicKey))) !== hex.encode(owner))
    throw new Error(`The signer does not hold the key of ${p.from}`);
  const body = hex.decode(p.body);
  const authInfo = encodeAuthInfo({
    publicKey,
    sequence: BigInt(p.sequence),
    fee: p.fee.map((c) => ({ denom: c.denom, amount: BigInt(c.amount) })),
    gasLimit: BigInt(p.gasLimit),
  });
  const digest = sha256(encodeSignDoc(body, authInfo, p.chainId, BigInt(p.accountNumber)));
  const { r, s } = await signer.signDigest(digest);
  const signature = sigBytes(r, s);
  if (!secp256k1.verify(signature, digest, publicKey, { prehash: false }))
    throw new Error('The signature does not verify against the sender key');
  const raw = encodeTxRaw(body, authInfo, signature);
  return {
    chain_name: tx.chain_name,
    family: 'cosmos',
    raw: base64.encode(raw),
    hash: hex.encode(sha256(raw)).toUpperCase(),
  };
}
