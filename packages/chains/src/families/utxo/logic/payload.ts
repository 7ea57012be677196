/** The unsigned Bitcoin-family transaction: public data only (keys stay in the signer). */
import type { UtxoCoin } from '../network/index';
import type { InputType } from './sizes';

export interface UtxoTxInput {
  txid: string;
  vout: number;
  value: bigint;
  /** The wallet address that owns the coin. */
  address: string;
  derivePath?: string;
  type: InputType;
  /** scriptPubKey of the coin, hex. */
  script: string;
  sequence: number;
  /** Whole previous transaction, hex (legacy P2PKH inputs, when a provider gave it). */
  prevTxHex?: string;
}

export interface UtxoTxOutput {
  address?: string;
  /** scriptPubKey, hex. */
  script: string;
  value: bigint;
}

export interface UtxoTxPayload {
  coin: UtxoCoin;
  version: number;
  lockTime: number;
  inputs: UtxoTxInput[];
  outputs: UtxoTxOutput[];
  /** sat/vB the fee was computed at. */
  feeRate: bigint;
  fee: bigint;
  /** What the recipient gets. */
  amount: bigint;
  to: string;
  /** Index of the change output, if any. */
  changeIndex?: number;
  /** The txid this transaction replaces (speed-up). */
  replaces?: string;
}

/** Spec §3 "Bitcoin-family UTXO". privateKey is WIF, filled only by gatherUtxos with a signer. */
export interface WalletUtxo {
  txid: string;
  hash: string;
  value: bigint;
  vout: number;
  fromAddress: string;
  derivePath?: string;
  privateKey?: string;
}

/** Input type of the chain's address type. */
export function inputTypeOf(addressType: string | undefined): InputType {
  switch (addressType) {
    case 'p2pkh':
      return 'pkh';
    case 'p2sh-p2wpkh':
      return 'sh-wpkh';
    case 'p2wpkh':
      return 'wpkh';
    case 'p2tr':
      return 'tr';
    default:
      throw new Error(`Unknown Bitcoin address type ${String(addressType)}`);
  }
}
