/**
 * Signing: the signer signs the hash of the wallet v4r2 signing message; the signature is checked
 * against the wallet's own key before the external message is put together.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { Address, Cell } from '@ton/core';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { externalMessage, signedBody } from './messages';
import { asTon } from './payload';
import { isTonSigner } from './signer';
import { walletV4R2Address } from './wallet-v4r2';

export async function signTransaction(tx: UnsignedTx, signer: Signer): Promise<SignedTx> {
  const t = asTon(tx).payload;
  if (!isTonSigner(signer))
    throw new Error('TON transactions are signed by a TON signer (createSigner or signerFromKey)');
  const wallet = Address.parse(t.wallet);
  if (!walletV4R2Address(signer.publicKey, wallet.workChain).equals(wallet))
    throw new Error('The signer does not control this TON wallet');
  const signing = Cell.fromBoc(Buffer.from(t.signing, 'base64'))[0];
  if (!signing) throw new Error('no built found');
  const digest = signing.hash();
  const signature = await signer.signMessage(digest);
  if (!ed25519.verify(signature, digest, signer.publicKey))
    throw new Error('Error in validation of ton transaction');
  const deployKey = t.deployKey ? Buffer.from(t.deployKey, 'hex') : null;
  const ext = externalMessage(wallet, signedBody(signature, signing), deployKey);
  return {
    chain_name: tx.chain_name,
    family: 'ton',
    raw: ext.toBoc().toString('base64'),
    hash: ext.hash().toString('hex'),
  };
}
