/**
 * Dapp message signing on the EVM signer (WalletConnect's personal_sign and
 * eth_signTypedData_v4): EIP-191 and EIP-712 digests, signed by the secp256k1 key and returned as
 * the 65-byte r || s || v hex the dapps verify (v = 27 + recovery).
 */
import { hashMessage, hashTypedData, hexToBytes, numberToHex, type TypedDataDefinition } from 'viem';
import type { Signer } from '../../../adapter-types';

async function signHexDigest(signer: Signer, digest: `0x${string}`): Promise<string> {
  const { r, s, recovery } = await signer.signDigest(hexToBytes(digest));
  return (
    numberToHex(r, { size: 32 }) +
    numberToHex(s, { size: 32 }).slice(2) +
    numberToHex(27 + recovery, { size: 1 }).slice(2)
  );
}

/** Typed data as eth_signTypedData_v4 carries it (JSON text), checked for its parts. */
export function parseTypedData(json: string): TypedDataDefinition {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Typed data is not valid JSON');
  }
  const t = value as Partial<TypedDataDefinition> & { types?: Record<string, unknown> };
  if (typeof t !== 'object' || t === null || typeof t.primaryType !== 'string' || typeof t.types !== 'object')
    throw new Error('Typed data needs types, primaryType, domain and message');
  if (typeof t.message !== 'object' || t.message === null) throw new Error('Typed data has no message');
  const { EIP712Domain: _domainType, ...types } = t.types;
  return { ...t, types } as TypedDataDefinition;
}

/** The signer with signPersonalMessage and signTypedData added. */
export function withMessageSigning(signer: Signer): Signer {
  return {
    ...signer,
    signPersonalMessage: (message) => signHexDigest(signer, hashMessage({ raw: message })),
    signTypedData: (json) => signHexDigest(signer, hashTypedData(parseTypedData(json))),
  };
}
