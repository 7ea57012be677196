/** Business constants of spec §9, and the values the spec leaves open (documented in docs/wallet.md). */

/** Spec: "exists; value not shown". Our choice. */
export const MAX_WALLET_COUNT = 50;
export const DERIVE_ADDRESSES_PER_BATCH = 50;
export const VOTE_STEP = 5;
export const BATCH_LIMIT = 980;
export const DEFAULT_LOCAL_CURRENCY = 'USD';
export const FIRST_WALLET_NAME = 'Main Wallet';
/** Spec: default NFT chain Ethereum, kept as its chain_name. */
export const DEFAULT_NFT_CHAIN = 'ethereum';
export const DEFAULT_LOCK_TIME = 0;
export const FIAT_DECIMALS = 2;
export const STORE_LOADED_DELAY_MS = 500;
export const SEARCH_DEBOUNCE_MS = 800;
export const CATALOGUE_FETCH_LIMIT = 200;
