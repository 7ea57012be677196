/**
 * Decoding a submitted Cosmos transaction with cosmjs (independent of Kestrel's encoder): TxRaw,
 * TxBody, AuthInfo, the bank MsgSend and THORChain's /types.MsgSend (addresses as raw bytes, read
 * here with a few lines of protobuf), the signer's secp256k1 public key and the SIGN_MODE_DIRECT
 * sign bytes.
 */
import { ripemd160, sha256 } from '@cosmjs/crypto';
import { base64, bech32 } from '@scure/base';
import { decodeTxRaw, makeSignBytes } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

export interface DecodedSend {
  typeUrl: string;
  from: string;
  to: string;
  amount: { denom: string; amount: string }[];
}

export interface DecodedTx {
  bytes: Uint8Array;
  hash: string;
  sends: DecodedSend[];
  otherMessages: string[];
  memo: string;
  publicKey?: Uint8Array;
  sequence: bigint;
  fee: { denom: string; amount: string }[];
  gasLimit: bigint;
  signatures: readonly Uint8Array[];
  signBytes(chainId: string, accountNumber: bigint): Uint8Array;
}

/** Fields of a protobuf message: number → list of length-delimited values (wire type 2 only). */
function lengthFields(bytes: Uint8Array): Map<number, Uint8Array[]> {
  const out = new Map<number, Uint8Array[]>();
  let at = 0;
  const varint = () => {
    let v = 0n;
    let shift = 0n;
    for (;;) {
      if (at >= bytes.length) throw new Error('truncated varint');
      const b = bytes[at++]!;
      v |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
      shift += 7n;
    }
  };
  while (at < bytes.length) {
    const key = Number(varint());
    if ((key & 7) === 0) varint();
    else if ((key & 7) === 2) {
      const n = Number(varint());
      if (at + n > bytes.length) throw new Error('truncated field');
      out.set(key >> 3, [...(out.get(key >> 3) ?? []), bytes.slice(at, at + n)]);
      at += n;
    } else throw new Error(`unexpected wire type ${key & 7}`);
  }
  return out;
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);

function thorSend(value: Uint8Array, prefix: string): DecodedSend {
  const f = lengthFields(value);
  const coins = (f.get(3) ?? []).map((c) => {
    const cf = lengthFields(c);
    return {
      denom: text(cf.get(1)?.[0] ?? new Uint8Array()),
      amount: text(cf.get(2)?.[0] ?? new Uint8Array()),
    };
  });
  return {
    typeUrl: '/types.MsgSend',
    from: bech32.encode(prefix, bech32.toWords(f.get(1)?.[0] ?? new Uint8Array())),
    to: bech32.encode(prefix, bech32.toWords(f.get(2)?.[0] ?? new Uint8Array())),
    amount: coins,
  };
}

export function accountOf(prefix: string, publicKey: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))));
}

export function decodeTx(txBytesBase64: string, prefix: string): DecodedTx {
  const bytes = base64.decode(txBytesBase64);
  const raw = TxRaw.decode(bytes);
  const tx = decodeTxRaw(bytes);
  const sends: DecodedSend[] = [];
  const otherMessages: string[] = [];
  for (const m of tx.body.messages) {
    if (m.typeUrl === '/cosmos.bank.v1beta1.MsgSend') {
      const s = MsgSend.decode(m.value);
      sends.push({ typeUrl: m.typeUrl, from: s.fromAddress, to: s.toAddress, amount: s.amount });
    } else if (m.typeUrl === '/types.MsgSend') sends.push(thorSend(m.value, prefix));
    else otherMessages.push(m.typeUrl);
  }
  const signer = tx.authInfo.signerInfos[0];
  const pk = signer?.publicKey;
  const publicKey =
    pk && pk.typeUrl === '/cosmos.crypto.secp256k1.PubKey' ? PubKey.decode(pk.value).key : undefined;
  return {
    bytes,
    hash: Buffer.from(sha256(bytes)).toString('hex').toUpperCase(),
    sends,
    otherMessages,
    memo: tx.body.memo,
    ...(publicKey ? { publicKey } : {}),
    sequence: signer?.sequence ?? 0n,
    fee: tx.authInfo.fee?.amount ?? [],
    gasLimit: tx.authInfo.fee?.gasLimit ?? 0n,
    signatures: tx.signatures,
    signBytes: (chainId, accountNumber) =>
      makeSignBytes({ bodyBytes: raw.bodyBytes, authInfoBytes: raw.authInfoBytes, chainId, accountNumber }),
  };
}
