/**
 * WalletConnect in a real browser: a real dapp-side SignClient (2.21.8, in the test) pairs with
 * the web wallet through the loopback relay (devnet/src/walletconnect, the relay URL given to the
 * build as VITE_KESTREL_WC_RELAY). The wc: link is pasted, the proposal reviewed and approved; a
 * personal_sign is reviewed and its signature verified with viem; an eth_sendTransaction is
 * reviewed (fee shown) and the hash the dapp gets is on the Hardhat devnet; a contract deployment
 * is reviewed as one and its contract is on the node; a rejection answers 4001; Disconnect ends the session on the dapp's side. Then a QR image: bytes that are no image are
 * refused, and a PNG of the dapp's QR code (drawn by the `qrcode` package) opens its proposal.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { freePort, startDevnet, startLoopbackRelay, type Devnet, type LoopbackRelay } from '@kestrel/devnet';
import { MemoryKeyValueStorage } from '@kestrel/wallet';
import { SignClient } from '@walletconnect/sign-client';
import QRCode from 'qrcode';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  verifyMessage,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default account #1 (Hardhat Network docs, "accounts"). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 'eip155:31337';

let devnet: Devnet;
let relay: LoopbackRelay;
let api: RunningApiServer;
let app: App;
let b: Browser;
let chain: PublicClient;
let dapp: InstanceType<typeof SignClient>;
/** The settled session, as the dapp's client reports it. */
let session: { topic: string; namespaces: Record<string, { accounts: string[] } | undefined> };

beforeAll(async () => {
  [devnet, relay] = await Promise.all([startDevnet({ port: await freePort() }), startLoopbackRelay()]);
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  const funder = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: WALLET, value: parseEther('1') }),
  });
  api = await startApiServer({ port: 0, databaseUrl: ':memory:', log: false });
  process.env.VITE_KESTREL_WC_RELAY = relay.url;
  try {
    app = await startApp({ api: api.url, evm: devnet.rpcUrl, litecoin: () => undefined });
  } finally {
    delete process.env.VITE_KESTREL_WC_RELAY;
  }
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
  dapp = await SignClient.init({
    projectId: 'loopback',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'dapp',
    storage: new MemoryKeyValueStorage(),
    metadata: { name: 'Uniswap', description: 'Swap', url: 'https://uniswap.test', icons: [] },
  });
}, 300_000);

afterAll(async () => {
  await dapp?.core.relayer.transportClose();
  await b?.close();
  await app?.stop();
  await api?.close();
  await relay?.stop();
  await devnet?.stop();
});

/**
 * A dapp request. A no-op catch is attached so that an answer left unawaited by a failed
 * assertion (the session is deleted later, which rejects it) is not reported as a second,
 * unhandled error; awaiting the returned promise still throws.
 */
const request = <T>(method: string, params: unknown[]) => {
  const answer = dapp.request<T>({ topic: session.topic, chainId: CHAIN, request: { method, params } });
  answer.catch(() => undefined);
  return answer;
};

/**
 * The request dialog showing this text. The dialog keeps its name from one request to the next,
 * so a test waits for its own request's text: the previous request's dialog may still be on
 * screen for a moment after the dapp has its answer.
 */
const asks = (text: string) => b.page.getByRole('dialog', { name: 'Uniswap asks' }).filter({ hasText: text });

describe('WalletConnect in the browser', () => {
  it('pairs from a pasted link and approves the proposal', async () => {
    const page = b.page;
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['eth_sendTransaction', 'personal_sign'],
          events: ['chainChanged'],
        },
      },
    });
    await page.getByRole('link', { name: 'WalletConnect' }).click();
    await atPath(page, '/home/walletconnect');
    await page.getByLabel('Connection link').fill(uri!);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to Uniswap?' });
    await dialog.waitFor({ timeout: 60_000 });
    await expect(dialog.textContent()).resolves.toContain('https://uniswap.test');
    await expect(dialog.textContent()).resolves.toContain('personal_sign');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    session = await approval();
    expect(session.namespaces.eip155!.accounts).toEqual([`${CHAIN}:${WALLET}`]);
    await page.getByRole('button', { name: 'Disconnect Uniswap' }).waitFor({ timeout: 30_000 });
  }, 120_000);

  it('personal_sign is reviewed and the signature verifies; a rejection answers 4001', async () => {
    const page = b.page;
    const answer = request<`0x${string}`>('personal_sign', ['0x48656c6c6f204b65737472656c', WALLET]);
    const dialog = asks('Hello Kestrel');
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect(await verifyMessage({ address: WALLET, message: 'Hello Kestrel', signature: await answer })).toBe(
      true,
    );
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    // The rejection is caught at once: it may arrive before the assertion below looks at it.
    const rejected = request('personal_sign', ['0x6e6f', WALLET]).then(
      () => null,
      (e: unknown) => e,
    );
    const refused = page.getByRole('dialog', { name: 'Uniswap asks' });
    await refused.waitFor({ timeout: 30_000 });
    await refused.getByRole('button', { name: 'Reject' }).click();
    expect(await rejected).toMatchObject({ code: 4001 });
    await refused.waitFor({ state: 'hidden', timeout: 30_000 });
  }, 120_000);

  it('eth_sendTransaction shows the fee and returns the hash the devnet holds', async () => {
    const answer = request<`0x${string}`>('eth_sendTransaction', [
      { from: WALLET, to: ACCOUNT_1, value: '0x2386f26fc10000', data: '0x' },
    ]);
    const dialog = asks('Send a transaction on');
    await dialog.waitFor({ timeout: 30_000 });
    await expect(dialog.textContent()).resolves.toContain('Network fee');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const hash = await answer;
    const tx = await chain.getTransaction({ hash });
    expect(tx).toMatchObject({ to: ACCOUNT_1.toLowerCase(), value: 10n ** 16n });
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  }, 120_000);

  it('a contract deployment is reviewed as one and its receipt names the contract', async () => {
    // Init code copying a 10-byte runtime that returns 42.
    const runtime = '0x602a60005260206000f3';
    const answer = request<`0x${string}`>('eth_sendTransaction', [
      { from: WALLET, data: `0x600a600c600039600a6000f3${runtime.slice(2)}` },
    ]);
    const dialog = asks('Contract deployment on');
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toContain('22 bytes');
    expect(await dialog.locator('dt').allTextContents()).not.toContain('To');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const receipt = await chain.waitForTransactionReceipt({ hash: await answer });
    expect(await chain.getCode({ address: receipt.contractAddress! })).toBe(runtime);
  }, 120_000);

  it('Disconnect ends the session on the dapp side', async () => {
    const deleted = new Promise((resolve) => dapp.on('session_delete', (d) => resolve(d.topic)));
    await b.page.getByRole('button', { name: 'Disconnect Uniswap' }).click();
    expect(await deleted).toBe(session.topic);
    await b.page.getByText('No dapp is connected to this wallet.').waitFor({ timeout: 30_000 });
  }, 60_000);

  it('pairs from a QR image; a file that is no picture of a QR code is refused', async () => {
    const page = b.page;
    const scan = page.getByLabel('Scan QR image');
    await scan.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText('No QR code found in this image', { exact: false }).waitFor({ timeout: 30_000 });
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
    });
    const rejected = approval().then(
      () => null,
      (e: unknown) => e,
    );
    await scan.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(uri!) });
    const dialog = page.getByRole('dialog', { name: 'Connect to Uniswap?' });
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect(await rejected).toMatchObject({ code: 5000 });
    // jsqr loaded and ran under the app's strict Content-Security-Policy.
    expect(b.cspViolations()).toEqual([]);
  }, 120_000);
});
