// @vitest-environment happy-dom
/**
 * useReceiveTarget (both shells' Receive) against the real session on the devnet network and a
 * loopback server answering the shells' /devnet/faucet/<node> route in devFaucet.ts's shapes
 * ({ hash } on 200, { error } on 400): the Ethereum coin's receive address is the wallet's
 * account; the faucet is offered for it; funding posts the address, amount, decimals and chain and
 * says so (the address is read again), and a refusal is an error toast with the faucet's reason.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAUCET_AMOUNT } from './faucet';
import { session } from './hooks';
import type { MemoryPlatform } from './testing/memoryPlatform';
import type { CoinView } from './types';
import { useReceiveTarget } from './useReceiveTarget';
import { openTestWallet } from './testing/testWallet';

/** BIP-44 m/44'/60'/0'/0/0 of the phrase. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

let refuse = false;
const funded: { node: string; body: unknown }[] = [];
const server: Server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  const m = /^\/devnet\/faucet\/([a-z0-9-]+)$/.exec(req.url ?? '');
  if (!m || req.method !== 'POST') return void res.writeHead(503).end('{"error":"unavailable"}');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    funded.push({ node: m[1]!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    if (refuse) return void res.writeHead(400).end(JSON.stringify({ error: 'An address is needed' }));
    res.writeHead(200).end(JSON.stringify({ hash: `0x${'ab'.repeat(32)}` }));
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// The page is on that origin: the faucet's relative path is same-origin, as in the shells.
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(origin);

let p: MemoryPlatform;
let eth: CoinView;
beforeAll(async () => {
  p = await openTestWallet({ origin: () => origin });
  const snap = session.getSnapshot();
  eth = snap.allWallets[snap.currentWalletIndex]!.coins.find(
    (c) => c.chain_name === 'ethereum' && c.symbol === 'ETH',
  )!;
}, 60_000);
afterEach(cleanup);
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('useReceiveTarget', () => {
  it('reads the address, funds it from the faucet, and says why a refusal failed', async () => {
    const { result } = renderHook(() => useReceiveTarget(eth));
    await waitFor(() => expect(result.current.target?.address).toBe(WALLET), { timeout: 20_000 });
    await waitFor(() => expect(result.current.offer).toMatchObject({ chain: 'ethereum', symbol: 'ETH' }));

    act(() => result.current.fund(WALLET));
    await waitFor(() => expect(p.toasts.at(-1)?.title).toBe('Funded from the devnet faucet'));
    expect(p.toasts.at(-1)).toMatchObject({
      kind: 'success',
      text: `${FAUCET_AMOUNT} ETH sent to your address`,
    });
    expect(funded).toEqual([
      {
        node: result.current.offer!.node,
        body: { address: WALLET, amount: FAUCET_AMOUNT, decimals: 18, chain: 'ethereum' },
      },
    ]);
    await waitFor(() => expect(result.current.funding).toBe(false));
    await waitFor(() => expect(result.current.target?.address).toBe(WALLET)); // read again

    refuse = true;
    act(() => result.current.fund(WALLET));
    await waitFor(() => expect(p.toasts.at(-1)?.title).toBe('The faucet did not fund the address'));
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'An address is needed' });
  }, 60_000);

  it('offers nothing for a coin that must not receive', async () => {
    const { result } = renderHook(() => useReceiveTarget(null));
    await new Promise((r) => setTimeout(r, 200));
    expect([result.current.offer, result.current.target]).toEqual([null, null]);
  });
});
