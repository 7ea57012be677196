/** The wallet's side of the product API. */
export {
  ApiClientError,
  createHttpClient,
  type ApiClientOptions,
  type FetchLike,
  type HttpClient,
} from './http-client';
export {
  createCatalogueClient,
  GET_COIN_CONDITION_ERROR,
  SYNC_FETCH_LIMIT,
  type CatalogueClient,
  type CoinRegistration,
} from './catalogue-client';
export { createCataloguePager, type PagerState } from './catalogue-pager';
export { debounce, type Debounced } from './debounce';
export { planCoinSync, SYNC_REJECTION, SYNC_TOAST, type SyncPlanEntry, type SyncWallet } from './coin-sync';
export { createPriceService, PRICE_CACHE_MS } from './price-service';
export {
  createFeeInfoService,
  FEE_INFO_REFETCH_MS,
  FEE_INFO_TIME_LIMIT_ERROR,
  FEE_INFO_TIME_LIMIT_MS,
} from './fee-info-service';
export { createFeeInfoSource, type FeeInfoReader, type FeeInfoSource } from './fee-info-source';
export {
  createExchangeClient,
  type ExchangeClient,
  type ExchangeCreateBody,
  type ExchangeQuotes,
  type ProviderQuote as ExchangeProviderQuote,
} from './exchange-client';
export { createSellClient, type CryptoProvider, type PaymentDetails, type SellClient } from './sell-client';
export { createNftClient, nftItemSchema, type NftClient, type NftItem, type NftPage } from './nft-client';
/** The API's wire shapes; the store's own Currency and CoinGroup add derived flags. */
export type { CoinGroup as ApiCoinGroup, Currency as ApiCurrency, FeeInfo, Quotes } from './schemas';
