/** Signs EVM transactions (legacy, EIP-1559, EIP-7702 with its authorization) with a Signer. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  hexToBytes,
  keccak256,
  numberToHex,
  recoverTransactionAddress,
  serializeTransaction,
  type Hex,
  type SignedAuthorization,
} from 'viem';
import { hashAuthorization } from 'viem/utils';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { withMessageSigning } from './message-sign';
import { toViemTransaction, type EvmTxPayload } from './payload';

/** A software signer: the key stays in this closure, in memory only. */
export function softwareSigner(privateKey: Uint8Array): Signer {
  const key = Uint8Array.from(privateKey);
  return withMessageSigning({
    curve: 'secp256k1',
    async signDigest(digest) {
      const sig = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
        'recovered',
      );
      return { r: sig.r, s: sig.s, recovery: sig.recovery === 1 ? 1 : 0 };
    },
  });
}

function hex32(n: bigint): Hex {
  return numberToHex(n, { size: 32 });
}

export async function signTransaction(tx: UnsignedTx<EvmTxPayload>, signer: Signer): Promise<SignedTx> {
  if (signer.curve !== 'secp256k1') throw new Error('EVM transactions need a secp256k1 signer');
  const p = tx.payload;
  let authorizationList: SignedAuthorization[] | undefined;
  if (p.type === 'eip7702') {
    if (!p.delegate) throw new Error('A batch transaction needs a delegate authorization');
    const auth = { address: p.delegate.address, chainId: p.delegate.chainId, nonce: p.delegate.nonce };
    const sig = await signer.signDigest(hexToBytes(hashAuthorization(auth)));
    authorizationList = [{ ...auth, r: hex32(sig.r), s: hex32(sig.s), yParity: sig.recovery }];
  }
  const unsigned = toViemTransaction(p, authorizationList);
  const sig = await signer.signDigest(hexToBytes(keccak256(serializeTransaction(unsigned))));
  const raw = serializeTransaction(unsigned, {
    r: hex32(sig.r),
    s: hex32(sig.s),
    yParity: sig.recovery,
    v: BigInt(27 + sig.recovery),
  });
  const signerAddress = await recoverTransactionAddress({ serializedTransaction: raw as never });
  if (signerAddress.toLowerCase() !== p.from.toLowerCase()) {
    throw new Error('The signing key does not belong to the sending address');
  }
  return { chain_name: tx.chain_name, family: 'evm', raw, hash: keccak256(raw) };
}
