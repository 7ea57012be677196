/**
 * Entity shapes of spec §3. Secret fields of the spec (phrase, privateKey, extendedPrivateKey,
 * auth password) are deliberately absent: a wallet or address points at its vault entry with
 * `secretRef`, and keys are derived from the phrase at `derivePath` when needed (docs/wallet.md).
 */
import type { BalanceState, NetworkName, PendingEntry } from '@kestrel/chains';

/** Catalogue entry (spec §3 Currency). isInWallet is derived, see selectors. */
export interface Currency {
  _id: string;
  chain_name: string;
  chain_symbol: string;
  symbol: string;
  name: string;
  type: 'coin' | 'token';
  decimal: number;
  status: boolean;
  contractAddress?: string;
  isInWallet?: boolean;
}

export interface CoinGroup {
  _id: string;
  coins: Currency[];
  isGroupCoinsAdded?: boolean;
}

/** One address of a coin. Spec field privateKey maps to the vault: derivePath or secretRef. */
export interface DeriveAddress {
  address: string;
  derivePath: string;
  isCustom: boolean;
  /** Vault entry of a custom (imported) address's key. */
  secretRef?: string;
  /** Why this key has no address on the session's network (e.g. a mainnet WIF on devnet). */
  networkMismatch?: string;
}

/** Wallet coin: catalogue fields plus public account data and balances (text, smallest unit). */
/**
 * Whether totalBalance was just read (fresh), is the last known amount after a failed read
 * (stale) or was never read (unavailable): never a false zero.
 */
export interface CoinBalanceState {
  state: BalanceState;
  /** When the amount was last read successfully (ms since epoch). */
  asOf?: number;
  /** Why the latest read failed (provider hosts and reasons only). */
  error?: string;
}

export interface WalletCoin extends Currency {
  balanceState?: CoinBalanceState;
  address: string;
  publicKey: string;
  extendedPublicKey?: string;
  /** Path of the active address's key; absent for private-key wallets. */
  derivePath?: string;
  /** Vault entry when the active address is a custom imported key. */
  secretRef?: string;
  /**
   * Set when the active address's key cannot serve the session's network (a private key bound to
   * another network): the reason to show. `address` is then the key's address on the network it
   * belongs to, NOT one of this network: never offer it to receive; balances skip the coin.
   */
  networkMismatch?: string;
  totalCourse?: string;
  currencyRate?: string;
  totalAmount?: string;
  totalBalance?: string;
  /** An account-level chain's confirmed and unconfirmed parts of totalBalance (smallest unit). */
  confirmedBalance?: string;
  unconfirmedBalance?: string;
  totalBalanceCourse?: string;
  stakingBalance?: string;
  stakingCourse?: string;
  staking?: unknown;
  stakingInfo?: unknown;
  energyBalance?: string;
  bandwidthBalance?: string;
  transactions?: unknown[];
  appVersion?: string;
  deriveAddresses: DeriveAddress[] | null;
  UTXOs?: unknown[];
}

export interface NftChainState {
  data: unknown[];
  loading: boolean;
  cursor: string | null;
}

/** Wallet (spec §3). Spec fields phrase/privateKey map to the vault entry `secretRef`. */
export interface Wallet {
  id: string;
  walletName: string;
  clientId: string;
  coins: WalletCoin[];
  secretRef: string;
  isBackedup: boolean;
  isImportWalletWithPrivateKey: boolean;
  address: string;
  chain_name: string;
  isEVMAddressesAdded: boolean;
  updateTimestamp: number;
  selectedCoin: string | null;
  selectedNftChain: string;
  selectedNft: unknown;
  nft: Record<string, NftChainState>;
  session: Record<string, unknown>;
  walletData: Record<string, unknown>;
  privacyMode: boolean;
  isAddMoreAddressPopupHidden: boolean;
  isAdding50MoreAddresses: boolean;
  /**
   * The network the coins' addresses are for (flows/networkAccounts.ts). Absent in state saved
   * before it existed: unknown, so the next unlock recomputes them.
   */
  addressNetwork?: NetworkName;
}

export interface PendingTransaction {
  hash: string;
  date: number;
  /** The EVM pending entry (nonce, sender, data) the pending lifecycle needs besides hash and date. */
  entry?: PendingEntry;
}

export interface FailedTransaction {
  fromAddress: string;
  amount: string;
  toAddress: string;
  timestamp: number;
  contractAddress?: string;
  calls?: unknown;
  chain_name: string;
  symbol: string;
}

export interface WalletsState {
  allWallets: Wallet[];
  currentWalletIndex: number;
  /** Keyed by `pendingKey(chain_name, symbol, address)`. */
  pendingTransactions: Record<string, PendingTransaction[]>;
  masterClientId: string;
  failedTransaction: FailedTransaction | null;
  /** Backup-prompt flags per wallet id: true once the prompt was dismissed. */
  backupPromptHidden: Record<string, boolean>;
}

/** Toast shown to the person: a title and an optional body. */
export interface Toast {
  title: string;
  message?: string;
}
