/**
 * Demo exchange and sell providers for the devnet (`npm start`): the product API's ChangeNOW v2
 * and MoonPay stand-ins (@kestrel/api/testing) with made-up fixed rates, whose deposit addresses are
 * Hardhat accounts, so an exchange or a sale from ETH ends in a real devnet send a person can see.
 * No coins come back: the devnet has no market (the web shell says "demo providers").
 */
import type { ExchangeProviderConfig, SellProviderConfig } from '@kestrel/api';
import {
  type FakeChangeNow,
  type FakeMoonPay,
  startFakeChangeNow,
  startFakeMoonPay,
} from '@kestrel/api/testing';

/** Hardhat default accounts #3 and #4 (Hardhat docs): the demo providers' deposit wallets. */
export const DEMO_EXCHANGE_DEPOSIT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const DEMO_SALE_DEPOSIT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

const KEY = 'demo-key';
const SECRET = 'demo-secret';

/** Made-up fixed rates from ETH, round on purpose. */
const PAIRS = [
  { to: 'usdt', toNetwork: 'trx', rate: '3000', toPrecision: 6 },
  { to: 'usdc', toNetwork: 'sol', rate: '3000', toPrecision: 6 },
  { to: 'btc', toNetwork: 'btc', rate: '0.05', toPrecision: 8 },
  { to: 'trx', toNetwork: 'trx', rate: '25000', toPrecision: 6 },
  { to: 'sol', toNetwork: 'sol', rate: '20', toPrecision: 9 },
].map((p) => ({ from: 'eth', fromNetwork: 'eth', min: '0.001', max: '100', ...p }));

export interface DemoTrade {
  exchange: FakeChangeNow;
  sell: FakeMoonPay;
  exchangeProviders: ExchangeProviderConfig[];
  sellProviders: SellProviderConfig[];
  close(): Promise<void>;
}

export async function startDemoTrade(): Promise<DemoTrade> {
  const exchange = await startFakeChangeNow({
    apiKey: KEY,
    pairs: PAIRS,
    deposit: () => ({ address: DEMO_EXCHANGE_DEPOSIT }),
  });
  const sell = await startFakeMoonPay({
    apiKey: KEY,
    secretKey: SECRET,
    prices: { eth: { usd: '3000.00', eur: '2800.00' } },
    deposit: () => ({ address: DEMO_SALE_DEPOSIT }),
  }).catch(async (e: unknown) => {
    await exchange.close();
    throw e;
  });
  return {
    exchange,
    sell,
    exchangeProviders: [
      { name: 'changenow', displayName: 'ChangeNOW (demo)', baseUrl: exchange.baseUrl, apiKey: KEY },
    ],
    sellProviders: [
      {
        name: 'moonpay',
        displayName: 'MoonPay (demo)',
        baseUrl: sell.baseUrl,
        widgetUrl: sell.widgetUrl,
        apiKey: KEY,
        secretKey: SECRET,
      },
    ],
    close: async () => {
      await exchange.close();
      await sell.close();
    },
  };
}
