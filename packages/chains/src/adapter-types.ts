/** Shapes of the chain adapter contract (DESIGN.md "The chain adapter"). Amounts are bigint. */
import type { AddressCheck, Account, SeedMaterial } from './keys/types';
import type { BalanceBook, BalanceState } from './net/balances';
import type { FetchLike } from './net/http';
import type { ChainInfo, ChainName, Curve, Family, NetworkName } from './registry/types';

export type { AddressCheck, Account };

/** What an adapter can do beyond the core contract. Unsupported operations throw UnsupportedOperationError. */
export interface Capabilities {
  tokens: boolean;
  nfts: boolean;
  memo: boolean;
  staking: boolean;
  votes: boolean;
  /** Speed-up and cancel of pending transactions. */
  replaceByFee: boolean;
  batch: boolean;
  nameResolution: boolean;
  deriveMany: boolean;
}

export type AssetRef =
  | { kind: 'native' }
  | { kind: 'token'; contract: string }
  | { kind: 'nft'; standard: 'ERC721' | 'ERC1155'; contract: string; tokenId: bigint };

export interface Balance {
  asset: AssetRef;
  symbol: string;
  decimals: number;
  amount: bigint;
  /** fresh: just read; stale: the last known amount, the latest read failed; unavailable: never read. */
  state: BalanceState;
  asOf?: number;
  error?: string;
}

export interface TokenInfo {
  name: string;
  symbol: string;
  decimals: number;
}

export type TxStatus = 'SUCCESS' | 'FAIL' | 'PENDING' | 'QUEUE';

/** A history row exactly as spec §3 has it. */
export interface HistoryRow {
  /** Smallest unit, as text. */
  amount: string;
  /** First 13 characters of the hash plus an ellipsis. */
  link: string;
  /** Explorer base + /tx/{hash}. */
  url: string;
  status: TxStatus | string;
  /** ISO 8601 time of the transaction. */
  date: string;
  from: string;
  to: string;
  totalCourse: '0$';
}

export interface Page<T> {
  items: T[];
  cursor?: string;
  /** Set when the providers failed: items then hold only what is known locally (spec §8 fallback). */
  error?: string;
}

export interface BatchCall {
  to: string;
  amount: bigint;
  asset?: AssetRef;
}

export interface TxIntent {
  from: string;
  to: string;
  /** Smallest unit; for NFTs the token amount (1 for ERC-721). */
  amount: bigint;
  asset?: AssetRef;
  memo?: string;
  /** Batch send (capability `batch`): several transfers in one transaction. */
  calls?: BatchCall[];
}

export interface FeeOption {
  title: 'Normal' | 'Recommended';
  /** Wei per gas (or the chain's smallest unit per fee unit). */
  gasPrice: bigint;
}

export interface FeeEstimate {
  /** Total fee in the smallest unit for the default option (Recommended). */
  fee: bigint;
  options: FeeOption[];
  /** The amount to send: reduced to balance minus fee when they do not fit (max mode). */
  amount: bigint;
  isMax: boolean;
  /** Family-specific detail (EVM: gas limit, nonce, priority fee, L1 fee, tx type). */
  details: Record<string, bigint | number | string | boolean>;
}

export interface FeeChoice {
  /** Price per fee unit chosen from FeeEstimate.options (or a custom one). */
  gasPrice: bigint;
  /** Overrides of the estimate (custom fees). */
  gasLimit?: bigint;
  nonce?: number;
  maxPriorityFeePerGas?: bigint;
}

export interface UnsignedTx<P = unknown> {
  chain_name: ChainName;
  family: Family;
  payload: P;
}

export interface SignedTx {
  chain_name: ChainName;
  family: Family;
  /** Serialized transaction as the chain's nodes take it (EVM: 0x-hex RLP). */
  raw: string;
  hash: string;
}

export interface Receipt {
  hash: string;
  success: boolean;
  blockNumber: bigint;
  gasUsed?: bigint;
}

/** A receipt, or the text 'pending' when the wait timed out (spec §4). */
export type ConfirmResult = Receipt | 'pending';

/** Holds key material in memory and signs digests; hardware signers can implement the same. */
export interface Signer {
  readonly curve: Curve;
  /** secp256k1: signs a 32-byte digest, returns r, s and the recovery bit. */
  signDigest(digest: Uint8Array): Promise<{ r: bigint; s: bigint; recovery: 0 | 1 }>;
  /** ed25519 chains sign the message itself. */
  signMessage?(message: Uint8Array): Promise<Uint8Array>;
}

/** Per-chain fee info from the product API (spec §7 "Fee info"). */
export interface FeeInfo {
  multiplier?: number;
  /** Wei. */
  maxPriorityFee?: bigint;
}

export interface AdapterConfig {
  network: NetworkName;
  fetch?: FetchLike;
  /** Fee info per chain_name; missing entries use the spec's defaults. */
  feeInfo?: Partial<Record<ChainName, FeeInfo>>;
  /** Replaces the registry's RPC endpoints (tests, private nodes). */
  rpc?: string[];
  /** Replaces the explorer API endpoints used for history and gas. */
  explorerApis?: string[];
  /** API keys for explorers (never logged). */
  apiKeys?: { etherscan?: string; oklink?: string };
  /** Shared balance memory so failed reads show the last known balance. */
  balanceBook?: BalanceBook;
  timeouts?: { rpcMs?: number; explorerMs?: number };
  /** Waiting for confirmation: how long and how often (spec: 60 s per EVM transaction). */
  confirm?: { timeoutMs?: number; pollMs?: number };
  /** EIP-7702 batch-call delegate contract for batch sends. */
  batchDelegate?: string;
  /** Token contracts whose balances getBalances reads along with the native coin. */
  tokens?: string[];
  /** The BNB name service's HTTP API base. */
  bnbNameApi?: string;
}

export interface PendingEntry extends HistoryRow {
  extraPendingTransactionData: {
    txHash: string;
    nonce: number;
    data: string;
    value: string;
    from: string;
    to: string;
  };
}

export interface ChainAdapter {
  readonly chain: ChainInfo;
  readonly network: NetworkName;
  readonly capabilities: Capabilities;
  validateAddress(a: string): AddressCheck;
  validatePrivateKey(k: string): boolean;
  deriveAccount(seed: SeedMaterial, path?: string): Promise<Account>;
  importPrivateKey(k: string): Promise<Account>;
  getBalances(address: string, o?: { tokens?: string[] }): Promise<Balance[]>;
  getHistory(
    address: string,
    o?: { asset?: AssetRef; cursor?: string; pending?: PendingEntry[] },
  ): Promise<Page<HistoryRow>>;
  estimateFee(intent: TxIntent, o?: { balance?: bigint; signer?: Signer }): Promise<FeeEstimate>;
  buildTransaction(intent: TxIntent, fee: FeeChoice, signer?: Signer): Promise<UnsignedTx>;
  sign(tx: UnsignedTx, signer: Signer): Promise<SignedTx>;
  broadcast(tx: SignedTx): Promise<{ hash: string; likelySubmitted?: boolean }>;
  waitForConfirmation(hash: string, o?: { signal?: AbortSignal; timeoutMs?: number }): Promise<ConfirmResult>;
  // Optional, declared by capability flags.
  getTokenInfo?(contract: string): Promise<TokenInfo>;
  deriveMany?(seed: SeedMaterial, from: number, count: number): Promise<Account[]>;
  resolveName?(name: string): Promise<string | null>;
  speedUp?(hash: string, signer: Signer): Promise<{ hash: string }>;
  cancel?(hash: string, signer: Signer): Promise<{ hash: string }>;
}

/** Thrown for an operation an adapter does not support: a clear error, never a silent no-op. */
export class UnsupportedOperationError extends Error {
  override name = 'UnsupportedOperationError';
  constructor(chain: string, operation: string) {
    super(`${operation} is not supported on ${chain}`);
  }
}

/** Thrown by createAdapter for a family without an adapter yet (spec error text). */
export class ChainNotSupportedError extends Error {
  override name = 'ChainNotSupportedError';
  constructor(readonly chain: string) {
    super('chain not supported');
  }
}
