/**
 * NFTs in a real browser on a Hardhat devnet the test starts on a free port, with the product API
 * relaying the devnet's NFT index (Alchemy getNFTsForOwner shape, devnet/src/nft): an ERC-721 is
 * minted on the devnet to the wallet's address (the devnet's mint helper), shows in the gallery
 * (default chain Ethereum) with its picture, name and collection, its detail opens, and it is
 * sent through the send pipeline to a Hardhat account: the NFT success toast shows and the chain (read with viem,
 * independent of the app) names the new owner; the gallery no longer lists it.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default account #1 (Hardhat Network docs, "accounts"). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN_ID = 4242n;
const nftAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

let devnet: Devnet;
let api: RunningApiServer;
let app: App;
let b: Browser;
let chain: PublicClient;

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  const funder = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  // Gas for the send, then an NFT minted to the wallet by the devnet's mint helper (README).
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: WALLET, value: parseEther('1') }),
  });
  const minted = await fetch(`${devnet.nftIndex.url}/ethereum/mint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: WALLET, tokenId: TOKEN_ID.toString() }),
  });
  expect(await minted.json()).toMatchObject({ standard: 'ERC721', tokenId: TOKEN_ID.toString() });
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    nftUpstreams: { evm: { template: devnet.nftIndex.upstreamTemplate } },
  });
  app = await startApp({ api: api.url, evm: devnet.rpcUrl, litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await api?.close();
  await devnet?.stop();
});

describe('NFT gallery', () => {
  it('shows a minted NFT, opens it, and sends it with the NFT success toast', async () => {
    const page = b.page;
    await page.getByRole('link', { name: 'NFTs' }).click();
    await atPath(page, '/home/nfts');
    await expect.poll(() => page.getByLabel('Chain').inputValue(), { timeout: 30_000 }).toBe('ethereum');
    const card = page.getByRole('button', { name: /Kestrel Test NFT #4242/ });
    await card.waitFor({ timeout: 60_000 });
    await expect(card.locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(card.textContent()).resolves.toContain('Kestrel Test NFT');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Kestrel Test NFT #4242' });
    await dialog.waitFor();
    await expect(dialog.getByText('ERC721', { exact: true }).count()).resolves.toBe(1);
    await dialog.getByLabel('Recipient').fill(ACCOUNT_1);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByTestId('nft-fee').waitFor({ timeout: 60_000 });
    await expect(dialog.getByTestId('nft-fee').textContent()).resolves.toMatch(/Network fee: [\d.]+ ETH/);
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await atPath(page, '/home');
    await page.getByText('Your NFT transfer was confirmed').waitFor({ timeout: 90_000 });
    await expect(page.getByText('Transaction Successful').count()).resolves.toBeGreaterThan(0);
    const owner = await chain.readContract({
      address: devnet.contracts.erc721,
      abi: nftAbi,
      functionName: 'ownerOf',
      args: [TOKEN_ID],
    });
    expect(owner).toBe(ACCOUNT_1);
    await page.getByRole('link', { name: 'NFTs' }).click();
    await atPath(page, '/home/nfts');
    await page.getByText('No NFTs on this chain.').waitFor({ timeout: 30_000 });
  });
});
