/** The unsigned transaction of exactly what was prepared: its body bytes and their hash (what is signed). */
import { bytesToHex } from '@noble/hashes/utils.js';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { ChainInfo } from '../../../registry/types';
import { cardanoPrepared } from './payload';
import { bodyHash, encodeBody } from './tx';

export interface CardanoTxPayload {
  /** The sender's address (its payment key hash must match the signer's key). */
  from: string;
  /** CBOR of the transaction body (hex). */
  body: string;
  /** blake2b-256 of the body (hex): the transaction id and the message each key signs. */
  hash: string;
}

export function buildTransaction(chain: ChainInfo, prepared: PreparedTransfer): UnsignedTx<CardanoTxPayload> {
  const { body, token, deposit = 0n } = cardanoPrepared(prepared);
  const first = body.outputs[0];
  const sent = token ? first?.assets?.[token] : first?.lovelace;
  if (body.fee + deposit !== prepared.fee || sent !== prepared.amount) throw new Error('no built found');
  const bytes = encodeBody(body);
  return {
    chain_name: chain.chain_name,
    family: 'cardano',
    payload: { from: prepared.intent.from, body: bytesToHex(bytes), hash: bytesToHex(bodyHash(bytes)) },
  };
}
