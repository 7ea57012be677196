// @vitest-environment happy-dom
/**
 * Exchange and Sell against the real session and a local server answering the product API's
 * /exchange/quote and /sell/quote routes in their shapes (docs/api.md "Exchange", "Sell crypto";
 * packages/wallet/src/services/{exchange,sell}-client.ts check them): the exchange quote of the
 * relay is shown per provider after Get quote, with the amount asked in the query; the sell quote
 * comes after the typing pause with the provider's fiat amount; an amount of zero asks nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

const asked: URL[] = [];
const server: Server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  // happy-dom's page is another origin: the relay's CORS answer, as the product API gives.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/api/exchange/quote') {
    asked.push(url);
    return void res.end(
      JSON.stringify({
        data: {
          amountFrom: url.searchParams.get('amount'),
          rateType: 'fixed',
          availableProviders: [
            {
              providerName: 'changenow',
              providerDisplayName: 'ChangeNOW',
              amountFrom: url.searchParams.get('amount'),
              amountTo: '1234.567',
              minAmount: '0.01',
              maxAmount: null,
              rateId: 'rate-1',
              validUntil: new Date(Date.now() + 600_000).toISOString(),
            },
          ],
          unavailable: [],
        },
      }),
    );
  }
  if (url.pathname === '/api/sell/quote') {
    asked.push(url);
    return void res.end(
      JSON.stringify({
        data: {
          cryptoProviders: [
            {
              providerName: 'moonpay',
              providerDisplayName: 'MoonPay',
              coin: url.searchParams.get('coin'),
              amount: url.searchParams.get('amount'),
              fiat: url.searchParams.get('fiat'),
              fiatAmount: '987.65',
              feeAmount: '4.32',
            },
          ],
          unavailable: [],
        },
      }),
    );
  }
  res.writeHead(404).end('{"error":"not found"}');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

installTestPlatform({ origin: () => origin });
const { session } = await import('@kestrel/ui-state/hooks');
const { default: ExchangeScreen } = await import('./ExchangeScreen');
const { default: SellScreen } = await import('./SellScreen');

beforeAll(async () => {
  await session.init();
  if (session.getSnapshot().status === 'empty')
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('ExchangeScreen', () => {
  it('refuses a zero amount, then shows the relay’s fixed-rate quote for the amount asked', async () => {
    renderScreen(ExchangeScreen, 'Exchange');
    const amount = await screen.findByLabelText('Amount');
    await act(async () => fireEvent.change(amount, { target: { value: '0' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get quote' })));
    expect(await screen.findByText('Enter an amount above zero')).toBeTruthy();
    expect(asked).toHaveLength(0);

    await act(async () => fireEvent.change(amount, { target: { value: '0.5' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get quote' })));
    const quote = await screen.findByRole('radio', {
      name: /^ChangeNOW: 1234\.567 USDT \(min 0\.01; until /,
    });
    expect(quote.getAttribute('aria-checked')).toBe('true');
    expect(asked[0]!.searchParams.get('amount')).toBe('0.5');
    expect(asked[0]!.searchParams.get('coinTo')).toBeTruthy();
  });
});

describe('SellScreen', () => {
  it('shows the provider’s fiat amount once typing pauses', async () => {
    asked.length = 0;
    renderScreen(SellScreen, 'Sell');
    const amount = await screen.findByLabelText('Amount to sell');
    await act(async () => fireEvent.change(amount, { target: { value: '0.25' } }));
    expect(await screen.findByRole('radio', { name: 'MoonPay: 987.65 USD (fee 4.32)' })).toBeTruthy();
    expect(asked.at(-1)!.pathname).toBe('/api/sell/quote');
    expect(asked.at(-1)!.searchParams.get('amount')).toBe('0.25');
    // Enabled once a provider quotes (react-native-web drops aria-disabled=false).
    expect(
      screen.getByRole('button', { name: 'Continue with provider' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
