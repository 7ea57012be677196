// @vitest-environment happy-dom
/**
 * The NFTs screen against the real session: a local server answering the product API's /nft
 * route in its shape (docs/api.md "NFTs") serves a page of two NFTs with a cursor; the list shows
 * each one's name and collection, a tap opens its detail (contract, token id, standard) with the
 * send form; "Load more" asks for the next page with the cursor. A 502 from the relay shows the
 * error, never "No NFTs".
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

const requests: string[] = [];
let failing = false;
const server: Server = createServer((req: IncomingMessage, res) => {
  requests.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const m = /^\/api\/nft\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  res.setHeader('content-type', 'application/json');
  // happy-dom's page is another origin: the relay's CORS answer, as the product API gives.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (!m) return void res.writeHead(404).end('{"error":"not found"}');
  if (failing) return void res.writeHead(502).end('{"error":"NFT provider unavailable"}');
  const second = url.searchParams.get('cursor') === 'page-2';
  const item = (id: string, name: string, standard = 'ERC721') => ({
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: id,
    standard,
    name,
    collection: 'Devnet Kestrels',
    image: 'data:image/png;base64,iVBORw0KGgo=',
    balance: standard === 'ERC1155' ? '5' : '1',
    metadata: null,
  });
  res.end(
    JSON.stringify({
      chain_name: m[1],
      items: second
        ? [item('3', 'Third kestrel')]
        : [item('1', 'First kestrel'), item('2', 'Twin', 'ERC1155')],
      cursor: second ? null : 'page-2',
    }),
  );
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

installTestPlatform({ origin: () => origin });
const { session } = await import('@kestrel/ui-state/hooks');
const { default: NftsScreen } = await import('./NftsScreen');

beforeAll(async () => {
  await session.init();
  if (session.getSnapshot().status === 'empty')
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('NftsScreen', () => {
  it('lists the NFTs the relay answers, opens one, and loads the next page by cursor', async () => {
    renderScreen(NftsScreen, 'Nfts');
    const first = await screen.findByRole('button', { name: 'First kestrel, Devnet Kestrels' });
    expect(screen.getByRole('button', { name: 'Twin, Devnet Kestrels' })).toBeTruthy();
    expect(requests.some((u) => u.startsWith('/api/nft/ethereum/0x'))).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await screen.findByRole('button', { name: 'Third kestrel, Devnet Kestrels' });
    expect(requests.some((u) => u.includes('cursor=page-2'))).toBe(true);
    expect(screen.getByRole('button', { name: 'First kestrel, Devnet Kestrels' })).toBe(first);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Twin, Devnet Kestrels' })));
    expect(await screen.findByRole('heading', { name: 'Twin' })).toBeTruthy();
    expect(screen.getByText('ERC1155')).toBeTruthy();
    expect(screen.getByLabelText('Recipient')).toBeTruthy();
    // An ERC-1155 amount past the held 5 is refused before any review.
    await act(async () => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '6' } }));
    expect(screen.getByText('A whole number from 1 to 5')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to NFTs' })));
    await screen.findByRole('button', { name: 'First kestrel, Devnet Kestrels' });
  });

  it('shows the relay’s failure as an error, never as an empty gallery', async () => {
    failing = true;
    renderScreen(NftsScreen, 'Nfts');
    const error = await screen.findByText(/^NFTs could not be read: /);
    expect(error.textContent).toBe('NFTs could not be read: NFT provider unavailable');
    expect(screen.queryByText('No NFTs on this chain.')).toBeNull();
  });
});
