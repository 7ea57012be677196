/**
 * What the screens see of the wallet: public data only, with the spec's field names (§3).
 * No phrase, private key or password ever appears in these shapes.
 */
import type { NetworkName } from '@kestrel/wallet';

/** Where the person is: still loading, no vault yet (first run), locked, or unlocked. */
export type SessionStatus = 'loading' | 'empty' | 'locked' | 'unlocked';

export interface CoinView {
  _id: string;
  chain_name: string;
  symbol: string;
  name: string;
  decimal: number;
  address: string;
  /** Balance in the smallest unit as text, or undefined when there is no reading yet. */
  totalBalance?: string;
  /** How fresh `totalBalance` is: fresh, stale (the last read, with its time and error) or unavailable. */
  balanceState?: BalanceStateView;
  /** The balance in the local currency, 2 decimals as text (absent without a price). */
  fiatValue?: string;
  /** Price of one coin in the local currency (decimal text). */
  fiatRate?: string;
  /** Why this coin's key cannot serve the current network (e.g. a mainnet key on devnet). */
  networkMismatch?: string;
}

export interface BalanceStateView {
  state: 'fresh' | 'stale' | 'unavailable';
  /** When the amount was last read successfully (ms since epoch). */
  asOf?: number;
  /** Why the latest read failed (hosts and reasons only). */
  error?: string;
}

export interface WalletView {
  id: string;
  walletName: string;
  isBackedup: boolean;
  isImportWalletWithPrivateKey: boolean;
  privacyMode: boolean;
  coins: CoinView[];
}

export interface SettingsView {
  localCurrency: string;
  /** Minutes of inactivity before auto-lock; 0 = no auto-lock. */
  lockTime: number;
}

export interface SessionSnapshot {
  status: SessionStatus;
  allWallets: readonly WalletView[];
  currentWalletIndex: number;
  settings: SettingsView;
  /** The network profile in use (state/network.ts). */
  network: NetworkName;
}

/** A new wallet's secret, held only for the call that stores it in the vault. */
export type NewWalletSecret =
  | { kind: 'mnemonic'; phrase: string; backedUp: boolean }
  | { kind: 'privateKey'; chain_name: string; privateKey: string };
