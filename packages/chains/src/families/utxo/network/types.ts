/**
 * The one interface every Bitcoin-family provider implements (spec §7: balance, transactions,
 * UTXO, transaction details, push, status, fee rate), with answers normalized to satoshis.
 */

export interface AddressBalance {
  /** Confirmed satoshis. */
  confirmed: bigint;
  /** Net unconfirmed change (may be negative while a spend waits in the mempool). */
  unconfirmed: bigint;
  /** Transactions touching the address (confirmed and in the mempool), where the provider says. */
  txCount?: number;
}

export interface TxInputRef {
  txid: string;
  vout: number;
  address?: string;
  value?: bigint;
  sequence?: number;
}

export interface TxOutputRef {
  address?: string;
  value: bigint;
  /** scriptPubKey hex, where the provider gives it. */
  script?: string;
}

export interface ProviderTx {
  txid: string;
  confirmed: boolean;
  blockHeight?: number;
  /** Seconds since epoch (block time, or first seen for mempool transactions). */
  time?: number;
  fee?: bigint;
  vin: TxInputRef[];
  vout: TxOutputRef[];
}

export interface ProviderUtxo {
  txid: string;
  vout: number;
  value: bigint;
  address: string;
  confirmed: boolean;
  /** scriptPubKey hex, where the provider gives it. */
  script?: string;
}

export interface TxStatus {
  confirmed: boolean;
  blockHeight?: number;
}

export type ProviderKind = 'mempool' | 'blockcypher' | 'blockdaemon' | 'blockchair' | 'premium' | 'rpc';

export interface UtxoProvider {
  readonly kind: ProviderKind;
  /** Endpoint for error messages (redacted by the caller). */
  readonly endpoint: string;
  balance(address: string): Promise<AddressBalance>;
  /** Balances of many addresses in one request (account discovery), where the API has it. */
  balances?(addresses: string[]): Promise<AddressBalance[]>;
  transactions(address: string, limit: number): Promise<ProviderTx[]>;
  utxos(address: string): Promise<ProviderUtxo[]>;
  /** Transaction details; null when the provider does not know the transaction. */
  transaction(txid: string): Promise<ProviderTx | null>;
  /** Raw transaction hex (inputs of legacy spends need the whole previous transaction). */
  transactionHex(txid: string): Promise<string>;
  /** Broadcasts; returns the txid. */
  push(hex: string): Promise<string>;
  status(txid: string): Promise<TxStatus | null>;
  /** Fee rate for the next blocks in sat/vB (a rate, not money: may be fractional). */
  feeRate(): Promise<number>;
}

/** Raised by a provider for an answer it cannot use (its own error texts, spec §8). */
export class ProviderAnswerError extends Error {
  override name = 'ProviderAnswerError';
}
