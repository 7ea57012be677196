/** Test and benchmark helpers: a throwaway PostgreSQL and a fake CoinMarketCap, both on 127.0.0.1. */
export { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
export { startFakeCmc, FAKE_ASSETS, CMC_ERRORS, type FakeCmc } from './fake-cmc';
