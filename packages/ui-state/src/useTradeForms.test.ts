// @vitest-environment happy-dom
/**
 * useExchangeForm and useSellForm against the real session (published 'abandon … about' phrase)
 * and a loopback server answering the product API's /exchange and /sell routes in their shapes
 * (docs/api.md "Exchange", "Sell crypto"; the wallet's exchange and sell clients check them).
 * Exchange: a zero amount is refused before any request, a quote lists the relay's providers with
 * the first chosen, a new target drops the old pair's quotes, and an invalid receiving address
 * stops the order before the relay is asked. Sell: the quote comes after the typing pause,
 * Continue hands the relay's provider page to the shell, and a payment-details fault is shown as
 * the error with no review.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_AMOUNT_ERROR, exchangeQuoteLimits, useExchangeForm } from './useExchangeForm';
import { sellQuoteText, useSellForm } from './useSellForm';
import { openTestWallet } from './testing/testWallet';

const SALE_PAGE = 'https://sell.example/checkout?id=req-7';

const asked: URL[] = [];
const server: Server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  // The session's own reads (the coin catalogue) are not the forms' requests.
  if (/^\/api\/(exchange|sell)\//.test(url.pathname)) asked.push(url);
  const send = (data: unknown) => void res.end(JSON.stringify(data));
  if (url.pathname === '/api/exchange/quote') {
    const amount = url.searchParams.get('amount');
    return send({
      data: {
        amountFrom: amount,
        rateType: 'fixed',
        availableProviders: ['changenow', 'simpleswap'].map((providerName, i) => ({
          providerName,
          providerDisplayName: providerName === 'changenow' ? 'ChangeNOW' : 'SimpleSwap',
          amountFrom: amount,
          amountTo: i === 0 ? '1234.567' : '1200.5',
          minAmount: '0.01',
          maxAmount: i === 0 ? null : '10',
          rateId: `rate-${i}`,
          validUntil: new Date(Date.now() + 600_000).toISOString(),
        })),
        unavailable: [],
      },
    });
  }
  if (url.pathname === '/api/sell/quote') {
    return send({
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
    });
  }
  if (url.pathname === '/api/sell/url') return send({ url: SALE_PAGE, requestId: 'req-7' });
  res.writeHead(503).end('{"error":"upstream unavailable"}');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  await openTestWallet({ origin: () => origin });
});
afterEach(cleanup);
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('useExchangeForm', () => {
  it('refuses a zero amount unasked, quotes the pair, drops the quotes for a new target', async () => {
    asked.length = 0;
    const { result } = renderHook(() => useExchangeForm());
    await waitFor(() => expect(result.current.from).toBeTruthy());
    act(() => result.current.setAmount('0'));
    await act(() => result.current.onQuote());
    expect(result.current.error).toBe(EXCHANGE_AMOUNT_ERROR);
    expect(asked).toHaveLength(0);

    act(() => result.current.setAmount('0.5'));
    await act(() => result.current.onQuote());
    expect(result.current.error).toBeNull();
    expect(result.current.quotes.map((q) => q.amountTo)).toEqual(['1234.567', '1200.5']);
    expect(result.current.provider).toBe('changenow');
    expect(exchangeQuoteLimits(result.current.quotes[1]!)).toBe('min 0.01, max 10');
    expect(asked[0]!.searchParams.get('amount')).toBe('0.5');

    act(() => result.current.setToIndex(2));
    expect(result.current.quotes).toEqual([]);
    expect(result.current.to.symbol).toBe('BTC');
    expect(result.current.receiverHint).toBe(
      'Your BTC (Bitcoin) address (Custom): it must be valid on that chain',
    );
  });

  it('stops the order at an invalid receiving address, before the relay is asked', async () => {
    const { result } = renderHook(() => useExchangeForm());
    await waitFor(() => expect(result.current.from).toBeTruthy());
    act(() => result.current.setAmount('0.5'));
    await act(() => result.current.onQuote());
    asked.length = 0;
    act(() => result.current.setReceiver('not an address'));
    act(() => result.current.setProvider('simpleswap'));
    await act(() => result.current.onOrder());
    expect(result.current.error).toBeTruthy();
    expect(result.current.review).toBeNull();
    expect(asked.some((u) => u.pathname === '/api/exchange/create')).toBe(false);
  });
});

describe('useSellForm', () => {
  it('quotes after the typing pause, opens the provider page, shows a payment-details fault', async () => {
    asked.length = 0;
    const opened: string[] = [];
    const { result } = renderHook(() => useSellForm((url) => void opened.push(url)));
    await waitFor(() => expect(result.current.coin).toBeTruthy());
    act(() => result.current.setAmount('0.25'));
    await waitFor(() => expect(result.current.providers).toHaveLength(1), { timeout: 5000 });
    expect(sellQuoteText(result.current.providers[0]!)).toBe('MoonPay: 987.65 USD (fee 4.32)');
    expect(result.current.provider).toBe('moonpay');
    expect(result.current.canContinue).toBe(true);
    const quote = asked.find((u) => u.pathname === '/api/sell/quote')!;
    expect(quote.searchParams.get('amount')).toBe('0.25');

    expect(result.current.opened).toBe(false);
    await act(() => result.current.onContinue());
    expect(opened).toEqual([SALE_PAGE]);
    expect(result.current.opened).toBe(true);

    await act(() => result.current.onConfirmed());
    expect(result.current.review).toBeNull();
    expect(result.current.error).toBeTruthy();
    expect(result.current.busy).toBe(false);
    expect(asked.at(-1)!.pathname).toBe('/api/sell/payment-details');
  });
});
