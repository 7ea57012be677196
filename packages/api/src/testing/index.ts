/** Test and benchmark helpers: a throwaway PostgreSQL and Redis, and a fake CoinMarketCap, all on 127.0.0.1. */
export { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
export { findRedisServer, startThrowawayRedis, type ThrowawayRedis } from './redis';
export { startFakeCmc, FAKE_ASSETS, CMC_ERRORS, type FakeCmc } from './fake-cmc';
export { startFakeChangeNow, type FakeChangeNow, type FakePair } from './fake-changenow';
export { startFakeMoonPay, type FakeMoonPay } from './fake-moonpay';
export type { FaultMode } from './fake-providers-http';
