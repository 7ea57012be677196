// @vitest-environment happy-dom
/**
 * useCatalogueList (the catalogue list of both shells) against the real session (the published
 * 'abandon … about' phrase) and a loopback server answering the product API's
 * GET /currencies?search&page&limit in its documented shape ({ data: { data, total } }, docs/api.md's
 * GET /currencies row; the wallet's catalogue client checks it with its schema). Proves: the first page
 * of 20 then the last 5 on "Load more"; the search is sent after the debounce and its page shown;
 * the in-wallet flag follows a toggle (with the spec's toasts); a malformed page is the catalogue's
 * load error, never an empty list.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCurrency } from './catalogue';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { useCatalogueList } from './useCatalogueList';
import { openTestWallet } from './testing/testWallet';

const coin = (chain_name: string, symbol: string, name: string, decimal: number): ApiCurrency => ({
  _id: `cat-${chain_name}`,
  chain_name,
  chain_symbol: symbol,
  symbol,
  name,
  type: 'coin',
  decimal,
  status: true,
  contractAddress: null,
});
/** 25 entries: three real chains' coins, then ERC-20 stand-ins at distinct contract addresses. */
const CATALOGUE: ApiCurrency[] = [
  coin('ethereum', 'ETH', 'Ethereum', 18),
  coin('bitcoin', 'BTC', 'Bitcoin', 8),
  coin('litecoin', 'LTC', 'Litecoin', 8),
  ...Array.from({ length: 22 }, (_, i) => ({
    _id: `cat-tok-${i}`,
    chain_name: 'ethereum',
    chain_symbol: 'ETH',
    symbol: `TK${i}`,
    name: `Token ${i}`,
    type: 'token' as const,
    decimal: 18,
    status: true,
    contractAddress: `0x${(i + 1).toString(16).padStart(40, '0')}`,
  })),
];

let malformed = false;
const searches: string[] = [];
const server: Server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/api/currencies') return void res.writeHead(503).end('{"error":"unavailable"}');
  if (malformed) return void res.end(JSON.stringify({ data: [{ symbol: 'ETH' }] }));
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  if (search) searches.push(search);
  const page = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '20');
  const hits = CATALOGUE.filter(
    (c) => !search || c.symbol.toLowerCase().includes(search) || c.name.toLowerCase().includes(search),
  );
  res.end(
    JSON.stringify({ data: { data: hits.slice((page - 1) * limit, page * limit), total: hits.length } }),
  );
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let p: MemoryPlatform;
beforeAll(async () => {
  p = await openTestWallet({ origin: () => origin });
}, 60_000);
afterEach(() => {
  cleanup();
  malformed = false;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('useCatalogueList', () => {
  it('pages 20 then the rest, and searches after the pause', async () => {
    const { result } = renderHook(() => useCatalogueList());
    await waitFor(() => expect(result.current.items).toHaveLength(20), { timeout: 20_000 });
    expect(result.current.more).toBe(true);
    expect(result.current.error).toBeNull();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(25));
    expect(result.current.more).toBe(false);
    expect(result.current.items.map((c) => c._id)).toEqual(CATALOGUE.map((c) => c._id));

    act(() => result.current.onQuery('lite'));
    expect(result.current.query).toBe('lite');
    await waitFor(() => expect(result.current.items.map((c) => c.symbol)).toEqual(['LTC']), {
      timeout: 5000,
    });
    expect(searches).toEqual(['lite']); // one request after the typing pause
    expect(result.current.more).toBe(false);
    act(() => result.current.onQuery('nothing like it'));
    await waitFor(() => expect(result.current.empty).toBe(true), { timeout: 5000 });
  }, 60_000);

  it('a toggle adds or hides the entry, the flag follows, a toast says which', async () => {
    const { result } = renderHook(() => useCatalogueList());
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0), { timeout: 20_000 });
    const ltc = result.current.items.findIndex((c) => c.symbol === 'LTC');
    const before = result.current.inWallet(ltc);
    act(() => result.current.toggle(result.current.items[ltc]!, before));
    await waitFor(() => expect(result.current.inWallet(ltc)).toBe(!before));
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: before ? 'LTC hidden' : 'LTC added' });
    act(() => result.current.toggle(result.current.items[ltc]!, !before));
    await waitFor(() => expect(result.current.inWallet(ltc)).toBe(before));
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: before ? 'LTC added' : 'LTC hidden' });
  }, 60_000);

  it('a malformed page is the load error, not an empty catalogue', async () => {
    malformed = true;
    const { result } = renderHook(() => useCatalogueList());
    await waitFor(() => expect(result.current.error).toMatch(/^The catalogue could not be loaded: /), {
      timeout: 20_000,
    });
    expect(result.current.items).toEqual([]);
    expect(result.current.empty).toBe(false);
  }, 60_000);
});
