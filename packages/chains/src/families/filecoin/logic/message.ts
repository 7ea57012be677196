/**
 * Filecoin messages as Lotus encodes them: the unsigned message is the DAG-CBOR array
 * [version 0, to, from, nonce, value, gas limit, gas fee cap, gas premium, method, params]
 * (addresses as their bytes, token amounts as big-int bytes: a 0x00 sign byte and the big-endian
 * magnitude, zero as no bytes). Its CID is CIDv1, dag-cbor, blake2b-256. A secp256k1 signed
 * message is [message, 0x01 || signature] and its CID is the one the chain and explorers show.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base32nopad, base64 } from '@scure/base';
import type { NetworkName } from '../../../registry/types';
import { filecoinAddressBytes } from './address';
import { encodeCbor } from './cbor';

/** A message with its fields as text (attoFIL and gas as decimal strings): JSON-safe for payloads. */
export interface FilecoinMessage {
  to: string;
  from: string;
  nonce: string;
  value: string;
  gasLimit: string;
  gasFeeCap: string;
  gasPremium: string;
  method: number;
}

/** The message in Lotus's JSON (MpoolPush, GasEstimateMessageGas). */
export interface LotusMessage {
  Version: 0;
  To: string;
  From: string;
  Nonce: number;
  Value: string;
  GasLimit: number;
  GasFeeCap: string;
  GasPremium: string;
  Method: number;
  Params: string;
}

/** CIDv1 (0x01), dag-cbor (0x71), blake2b-256 multihash (0xb220 as varint a0e402, 32 bytes). */
const CID_PREFIX = Uint8Array.of(0x01, 0x71, 0xa0, 0xe4, 0x02, 0x20);
const SECP256K1_SIGNATURE = 1;

/** Big-int bytes: empty for zero, else 0x00 (positive) and the big-endian magnitude. */
export function bigIntBytes(n: bigint): Uint8Array {
  if (n < 0n) throw new Error('Filecoin token amounts are never negative');
  if (n === 0n) return new Uint8Array();
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const out = new Uint8Array(1 + hex.length / 2);
  for (let i = 0; i < hex.length / 2; i++) out[i + 1] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function uint(text: string, what: string): bigint {
  if (!/^\d{1,20}$/.test(text)) throw new Error(`The message's ${what} must be a whole number`);
  return BigInt(text);
}

export function encodeMessage(m: FilecoinMessage, network: NetworkName): Uint8Array {
  return encodeCbor([
    0,
    filecoinAddressBytes(m.to, network),
    filecoinAddressBytes(m.from, network),
    uint(m.nonce, 'nonce'),
    bigIntBytes(BigInt(m.value)),
    uint(m.gasLimit, 'gas limit'),
    bigIntBytes(BigInt(m.gasFeeCap)),
    bigIntBytes(BigInt(m.gasPremium)),
    m.method,
    new Uint8Array(),
  ]);
}

export function cidBytes(encoded: Uint8Array): Uint8Array {
  return concatBytes(CID_PREFIX, blake2b(encoded, { dkLen: 32 }));
}

/** The CID as text: multibase 'b' and lowercase base32 (bafy2bza…). */
export function cidString(cid: Uint8Array): string {
  return `b${base32nopad.encode(cid).toLowerCase()}`;
}

/** The CID of a secp256k1 signed message: the chain's id of the message (StateSearchMsg, explorers). */
export function signedMessageCid(encodedMessage: Uint8Array, signature: Uint8Array): string {
  if (signature.length !== 65) throw new Error('A secp256k1 signature holds 65 bytes');
  const sig = encodeCbor(concatBytes(Uint8Array.of(SECP256K1_SIGNATURE), signature));
  // [message, signature]: an array header of 2, then both encodings as they are.
  return cidString(cidBytes(concatBytes(Uint8Array.of(0x82), encodedMessage, sig)));
}

export function toLotus(m: FilecoinMessage): LotusMessage {
  return {
    Version: 0,
    To: m.to,
    From: m.from,
    Nonce: Number(m.nonce),
    Value: m.value,
    GasLimit: Number(m.gasLimit),
    GasFeeCap: m.gasFeeCap,
    GasPremium: m.gasPremium,
    Method: m.method,
    Params: '',
  };
}

/** MpoolPush's SignedMessage: the message and {Type: 1, Data: base64 of r || s || v}. */
export function lotusSignedMessage(m: FilecoinMessage, signature: Uint8Array) {
  return { Message: toLotus(m), Signature: { Type: SECP256K1_SIGNATURE, Data: base64.encode(signature) } };
}
