/**
 * Cosmos SDK transactions in SIGN_MODE_DIRECT, encoded by hand: the bank MsgSend (Cosmos Hub),
 * THORChain's own MsgSend (/types.MsgSend, addresses as raw bytes) and MsgDeposit, TxBody,
 * AuthInfo (one secp256k1 signer), SignDoc and TxRaw (cosmos-sdk proto/cosmos/tx/v1beta1/tx.proto,
 * thornode proto/thorchain/v1/types/msg_send.proto and msg_deposit.proto).
 */
import { bytesField, concat, messageField, stringField, uintField, type Field } from './proto';

export interface Coin {
  denom: string;
  amount: bigint;
}

/** A THORChain asset (common.Asset): chain, symbol, ticker. */
export interface ThorAsset {
  chain: string;
  symbol: string;
  ticker?: string;
}

export type CosmosMsg =
  | { type: 'bankSend'; from: string; to: string; amount: Coin[] }
  | { type: 'thorSend'; from: Uint8Array; to: Uint8Array; amount: Coin[] }
  | { type: 'thorDeposit'; coins: { asset: ThorAsset; amount: bigint }[]; memo: string; signer: Uint8Array };

export const TYPE_URL = {
  bankSend: '/cosmos.bank.v1beta1.MsgSend',
  thorSend: '/types.MsgSend',
  thorDeposit: '/types.MsgDeposit',
  secp256k1PubKey: '/cosmos.crypto.secp256k1.PubKey',
} as const;

/** SIGN_MODE_DIRECT in cosmos.tx.signing.v1beta1.SignMode. */
const SIGN_MODE_DIRECT = 1;

const coin = (n: number, c: Coin): Field =>
  messageField(n, [stringField(1, c.denom), stringField(2, c.amount.toString())]);

const any = (n: number, typeUrl: string, value: Uint8Array): Field =>
  messageField(n, [stringField(1, typeUrl), bytesField(2, value)]);

export function encodeMsg(msg: CosmosMsg): Field {
  switch (msg.type) {
    case 'bankSend':
      return concat([stringField(1, msg.from), stringField(2, msg.to), ...msg.amount.map((c) => coin(3, c))]);
    case 'thorSend':
      return concat([bytesField(1, msg.from), bytesField(2, msg.to), ...msg.amount.map((c) => coin(3, c))]);
    case 'thorDeposit':
      return concat([
        ...msg.coins.map((c) =>
          messageField(1, [
            messageField(1, [
              stringField(1, c.asset.chain),
              stringField(2, c.asset.symbol),
              stringField(3, c.asset.ticker ?? ''),
            ]),
            stringField(2, c.amount.toString()),
          ]),
        ),
        stringField(2, msg.memo),
        bytesField(3, msg.signer),
      ]);
  }
}

export function encodeBody(messages: CosmosMsg[], memo = ''): Uint8Array {
  return concat([...messages.map((m) => any(1, TYPE_URL[m.type], encodeMsg(m))), stringField(2, memo)]);
}

export interface AuthParams {
  /** Compressed secp256k1 public key; left out for a simulation of an account without one. */
  publicKey?: Uint8Array;
  sequence: bigint;
  fee: Coin[];
  gasLimit: bigint;
}

export function encodeAuthInfo(p: AuthParams): Uint8Array {
  const signerInfo = messageField(1, [
    p.publicKey ? any(1, TYPE_URL.secp256k1PubKey, bytesField(1, p.publicKey)) : new Uint8Array(),
    messageField(2, [messageField(1, [uintField(1, SIGN_MODE_DIRECT)])]),
    uintField(3, p.sequence),
  ]);
  return concat([signerInfo, messageField(2, [...p.fee.map((c) => coin(1, c)), uintField(2, p.gasLimit)])]);
}

export function encodeSignDoc(
  bodyBytes: Uint8Array,
  authInfoBytes: Uint8Array,
  chainId: string,
  accountNumber: bigint,
): Uint8Array {
  return concat([
    bytesField(1, bodyBytes),
    bytesField(2, authInfoBytes),
    stringField(3, chainId),
    uintField(4, accountNumber),
  ]);
}

export function encodeTxRaw(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, signature: Uint8Array) {
  return concat([bytesField(1, bodyBytes), bytesField(2, authInfoBytes), bytesField(3, signature, true)]);
}
