/** What every EVM explorer client returns: one transaction, normalized, amounts in the smallest unit. */
import type { FetchLike } from '../../../net/http';

export interface ExplorerTx {
  hash: string;
  from: string;
  to: string;
  /** Smallest unit, decimal text. */
  value: string;
  /** Seconds since epoch. */
  timestamp: number;
  /** Receipt flag, when the explorer gives one. */
  success?: boolean;
  /** The explorer says the transaction is not mined yet. */
  pending?: boolean;
  confirmations?: number;
  nonce?: number;
  /** Token transfer rows. */
  token?: boolean;
}

export interface ExplorerQuery {
  address: string;
  /** Token contract for token transfers; absent for native transactions. */
  contract?: string;
  /** EVM chain id (etherscan V2 `chainid`). */
  chainId: number;
  /** Decimals of the asset (OKLink answers in whole units). */
  decimals: number;
  /** 1-based page of HISTORY_PAGE rows, for the explorers that page by number (history cursor). */
  page?: number;
  /** Blockscout v2: the previous page's next_page_params, as query text (history cursor). */
  after?: string;
}

/** A page of rows; `next` is the query text of the next page for explorers that page by keys. */
export type ExplorerRows = ExplorerTx[] & { next?: string };

export interface ExplorerHttp {
  fetch: FetchLike;
  timeoutMs: number;
  apiKey?: string;
}

export const HISTORY_PAGE = 20;
