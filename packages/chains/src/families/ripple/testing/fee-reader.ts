/**
 * Test support: the fee a signed XRP transaction pays, read from its own bytes with
 * ripple-binary-codec after checking, with ripple-keypairs, that its signature verifies and that
 * its signing key is the sending account's.
 */
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import type { SignedTx } from '../../../adapter-types';

export function signedFee(signed: SignedTx): bigint {
  const tx = decode(signed.raw) as Record<string, unknown>;
  const { TxnSignature, SigningPubKey, Account, Fee } = tx;
  if (typeof TxnSignature !== 'string' || typeof SigningPubKey !== 'string') throw new Error('unsigned');
  const unsigned = { ...tx };
  delete unsigned.TxnSignature;
  if (!verify(encodeForSigning(unsigned as never), TxnSignature, SigningPubKey))
    throw new Error('the signature does not verify');
  if (deriveAddress(SigningPubKey) !== Account) throw new Error('the key is not the account’s');
  if (typeof Fee !== 'string' || !/^\d+$/.test(Fee)) throw new Error('no XRP fee');
  return BigInt(Fee);
}
