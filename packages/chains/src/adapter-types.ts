/** Shapes of the chain adapter contract (DESIGN.md "The chain adapter"). Amounts are bigint. */
import type { AddressCheck, Account, SeedMaterial } from './keys/types';
import type { StakeEntry, StakeRequest, StakeResources, Validator } from './staking-types';
import type { BalanceBook, BalanceState } from './net/balances';
import type { FetchLike } from './net/http';
import type { ChainInfo, ChainName, Curve, Family, NetworkName } from './registry/types';

export type { AddressCheck, Account };

/** What an adapter can do beyond the core contract. Unsupported operations throw UnsupportedOperationError. */
export interface Capabilities {
  tokens: boolean;
  nfts: boolean;
  /** An NFT is named by its mint alone (one mint per NFT, no token id): Solana's. */
  nftsByMint?: boolean;
  memo: boolean;
  staking: boolean;
  votes: boolean;
  /** Speed-up of pending transactions (replace by fee). */
  replaceByFee: boolean;
  /** Cancel of pending transactions. */
  cancel: boolean;
  batch: boolean;
  nameResolution: boolean;
  deriveMany: boolean;
}

export type AssetRef =
  | { kind: 'native' }
  | { kind: 'token'; contract: string }
  | { kind: 'nft'; standard: 'ERC721' | 'ERC1155'; contract: string; tokenId: bigint }
  /** A Solana NFT: an SPL mint of supply one and no decimals; `contract` is the mint. */
  | { kind: 'nft'; standard: 'SOLANA'; contract: string };

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
  /** '' with `data`: a contract creation (the data is the init code), where the family has one. */
  to: string;
  /** Smallest unit; for NFTs the token amount (1 for ERC-721). */
  amount: bigint;
  asset?: AssetRef;
  memo?: string;
  /** Batch send (capability `batch`): several transfers in one transaction. */
  calls?: BatchCall[];
  /** A contract call's input data (a dapp's eth_sendTransaction): to `to`, with `amount` as value. */
  data?: string;
}

export interface FeeOption {
  title: 'Normal' | 'Recommended';
  /** Price per fee unit in the smallest unit (EVM wei per gas, Bitcoin family sat/vB). */
  price: bigint;
}

/**
 * The spec's transfer-state fields a family fills for the shells to show (app-layer §3
 * "transfer"): fee units, priority fee, nonce, L1 fee and selected coins, each when it applies.
 */
export interface TransferView {
  /** Fee units of the transfer (EVM gas limit, Bitcoin-family virtual bytes), as text. */
  estimateGas: string | null;
  maxPriorityFeePerGas: string | null;
  nonce: number | null;
  l1Fees: string | null;
  selectedUTXOs: { txid: string; vout: number; value: string; address: string }[] | null;
}

/**
 * A transfer ready for review: what will be sent, what it costs, and a family-owned payload the
 * wallet keeps without looking inside and hands back to `buildTransaction`. What is signed is
 * exactly what was reviewed: building never selects coins or prices again.
 */
export interface PreparedTransfer {
  chain_name: ChainName;
  /** The intent as it will be sent (its amount reduced when the max rule applied). */
  intent: TxIntent;
  /** The amount the person asked for. */
  requestedAmount: bigint;
  /** The amount that will be sent (smallest unit). */
  amount: bigint;
  /** The whole fee at `price` (smallest unit of the native coin). */
  fee: bigint;
  /** True when amount plus fee did not fit the balance and the amount was reduced (spec §4/§5). */
  isMax: boolean;
  /** What the max rule counted (for the Bitcoin family: every wallet address's coins). */
  available?: bigint;
  options: FeeOption[];
  /** The fee price in use: one of `options`, or a custom one. */
  price: bigint;
  view: TransferView;
  /** The hash this transfer replaces (speed-up and cancel). */
  replaces?: string;
  /**
   * Batch sends: the contract the account lets run the batch and what it delegates to now. When
   * `current` is not `delegate.address`, sending delegates the account: the review asks consent.
   */
  delegation?: AccountDelegation;
  /** Family-owned; opaque to everything outside the family. */
  payload: unknown;
}

/**
 * An account's delegation of its code to a contract (batch sends, capability `batch`; EVM:
 * EIP-7702, the account's code is 0xef0100 || contract).
 */
export interface AccountDelegation {
  /** The network's batch delegate, what a batch delegates the account to; null when none is set. */
  delegate: { address: string; name: string } | null;
  /** The contract the account delegates to now, or null. */
  current: string | null;
}

/**
 * The balance of a whole account (a wallet that spends from many addresses of one account, like
 * an HD Bitcoin wallet): `amount` is the total; confirmed and unconfirmed apart when just read.
 */
export interface AccountBalance extends Balance {
  confirmed?: bigint;
  unconfirmed?: bigint;
}

/** An account's addresses: where to receive next, and every address already used. */
export interface AccountAddresses {
  receive: { address: string; derivePath?: string };
  used: { address: string; derivePath?: string; change: boolean }[];
}

export interface PrepareOptions {
  /** The native balance, when the caller knows it (else the family reads it when it needs it). */
  balance?: bigint;
  /** A wallet signer: a family that spends from many addresses counts all of them. */
  signer?: Signer;
  /** A fee price to use instead of the Recommended option. */
  price?: bigint;
}

/** How often and how many times the send flow checks for confirmation (spec, per chain). */
export interface ConfirmPolicy {
  intervalMs: number;
  tries: number;
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
  /** Signs a dapp's message the chain's way (EVM: EIP-191 personal_sign); hex signature. */
  signPersonalMessage?(message: Uint8Array): Promise<string>;
  /** Signs typed data given as JSON text (EVM: EIP-712, eth_signTypedData_v4); hex signature. */
  signTypedData?(typedDataJson: string): Promise<string>;
}

/**
 * Per-chain fee info from the product API (spec §7 "Fee info"), converted once from the API's
 * text (fee-info.ts): the Recommended option's multiplier and a cap on the priority fee.
 */
export interface FeeInfo {
  multiplier?: number;
  /** Cap on the priority fee per fee unit, in the chain's smallest unit (EVM: wei per gas). */
  maxPriorityFee?: bigint;
}

export interface AdapterConfig {
  network: NetworkName;
  fetch?: FetchLike;
  /** Fee info per chain_name; missing entries use the spec's defaults. */
  feeInfo?: Partial<Record<ChainName, FeeInfo>>;
  /**
   * Fee info read each time a transfer is prepared (the wallet's product-API service, which
   * refetches at most every 8 hours). `feeInfo` wins; a failing source leaves the spec's defaults.
   */
  feeInfoSource?: (chain: ChainName) => Promise<FeeInfo | undefined>;
  /** Replaces the registry's RPC endpoints (tests, private nodes). */
  rpc?: string[];
  /** Replaces the explorer API endpoints used for history and gas. */
  explorerApis?: string[];
  /** API keys of the family's providers by provider name (never logged). */
  apiKeys?: Record<string, string | undefined>;
  /** Shared balance memory so failed reads show the last known balance. */
  balanceBook?: BalanceBook;
  timeouts?: { rpcMs?: number; explorerMs?: number };
  /** Waiting for confirmation: how long and how often (spec: 60 s per EVM transaction). */
  confirm?: { timeoutMs?: number; pollMs?: number; tries?: number };
  /** EIP-7702 batch-call delegate contract for batch sends. */
  batchDelegate?: string;
  /** Token contracts whose balances getBalances reads along with the native coin. */
  tokens?: string[];
  /** The BNB name service's HTTP API base. */
  bnbNameApi?: string;
  /**
   * The product API's base URL, for the providers it relays (Cardano's address route and send
   * relay, the Bitcoin family's premium provider); families without such a provider ignore it.
   */
  productApi?: string;
  /**
   * A balance refresh also readies the first history page where reading it takes dependent calls
   * (Solana's signatures then transactions, Aptos's indexer then node): the wallet sets it, since
   * its refresh precedes every history screen; one-shot readers (the CLI) leave it off.
   */
  warmHistory?: boolean;
}

export interface PendingEntry extends HistoryRow {
  extraPendingTransactionData: {
    txHash: string;
    /** Account-nonce chains only (EVM); the pending lifecycle orders by it. */
    nonce?: number;
    data?: string;
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
  /** Fee, amount (max rule), fee options and the payload to build from: the review's data. */
  prepareTransfer(intent: TxIntent, o?: PrepareOptions): Promise<PreparedTransfer>;
  /** The same transfer at another fee price (a chosen option or a custom fee), max rule again. */
  repriceTransfer(prepared: PreparedTransfer, price: bigint): Promise<PreparedTransfer>;
  /** The unsigned transaction of exactly what was prepared. */
  buildTransaction(prepared: PreparedTransfer, signer?: Signer): Promise<UnsignedTx>;
  sign(tx: UnsignedTx, signer: Signer): Promise<SignedTx>;
  broadcast(tx: SignedTx): Promise<{ hash: string; likelySubmitted?: boolean }>;
  /** One check when `timeoutMs` is 0; otherwise polls until confirmed or the time is up. */
  waitForConfirmation(hash: string, o?: { signal?: AbortSignal; timeoutMs?: number }): Promise<ConfirmResult>;
  /** The send flow's confirmation polling for this chain (spec §4 and §9). */
  readonly confirmPolicy: ConfirmPolicy;
  /** The stored pending entry of a transaction just broadcast (spec §4). */
  pendingEntry(signed: SignedTx, prepared: PreparedTransfer): Promise<PendingEntry>;
  // Optional, declared by capability flags.
  getTokenInfo?(contract: string): Promise<TokenInfo>;
  deriveMany?(seed: SeedMaterial, from: number, count: number): Promise<Account[]>;
  resolveName?(name: string): Promise<string | null>;
  /**
   * Whether the address holds a contract (chains with contract accounts: EVM reads eth_getCode;
   * an EIP-7702 delegating account is not one). The review warns when a plain transfer goes there.
   */
  isContract?(address: string): Promise<boolean>;
  /**
   * Speed-up or cancel of a pending transaction as a transfer to review (capabilities
   * replaceByFee and cancel); unsupported modes throw UnsupportedOperationError.
   */
  prepareReplacement?(hash: string, mode: 'speedUp' | 'cancel', signer: Signer): Promise<PreparedTransfer>;
  /** Re-checks stored pending entries (account-nonce chains): mined ones drop out, statuses are reassigned. */
  refreshPending?(
    entries: PendingEntry[],
    minedNonces?: { from: string; nonce: number }[],
  ): Promise<PendingEntry[]>;
  /** Batch sends (capability `batch`): the account's delegation and the network's delegate. */
  accountDelegation?(address: string): Promise<AccountDelegation>;
  /** Revokes the account's delegation (EVM: a type-4 transaction delegating to the zero address). */
  prepareRevokeDelegation?(address: string): Promise<PreparedTransfer>;
  /** Staking (capability `staking`): the validators list, an owner's stakes, a stake operation to review. */
  validators?(): Promise<Validator[]>;
  stakes?(owner: string): Promise<StakeEntry[]>;
  prepareStake?(request: StakeRequest): Promise<PreparedTransfer>;
  /** Resources and votes (capability `votes`): energy, bandwidth, staked, available votes, withdrawable, rewards. */
  resources?(owner: string): Promise<StakeResources>;
  /** Extended public key of the account (chains with xpub/ypub/zpub). */
  extendedPublicKey?(seed: SeedMaterial, path?: string): string;
  /**
   * Account-level reads, for chains whose wallets spend from many addresses of an account (the
   * signer names the account): its balance, its receive and used addresses, its history. Null
   * when the signer names no account (a watch-only signer): read the address instead.
   */
  getAccountBalance?(signer: Signer): Promise<AccountBalance | null>;
  accountAddresses?(signer: Signer): Promise<AccountAddresses | null>;
  getAccountHistory?(signer: Signer): Promise<Page<HistoryRow> | null>;
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

/** The send flow's confirmation polling where a chain's spec sets none (app-layer §4: 5000 ms × 15). */
export const DEFAULT_CONFIRM_POLICY: ConfirmPolicy = { intervalMs: 5000, tries: 15 };
