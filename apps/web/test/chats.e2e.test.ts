/**
 * Chats in a real browser: the Chats option turned on in Settings, a conversation started with a
 * peer wallet, a message sent, the peer's answer shown, and a reply. The peer is the wallet
 * package's MLS client in this process (account 1 of the published 'test … junk' phrase, its
 * keys in an encrypted vault in memory); both talk through the product API's relay on 127.0.0.1,
 * so the peer reading the browser's text proves the encryption works across both. A message is
 * then forwarded to a conversation with a third wallet (account 2).
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import {
  MemoryStorage,
  MessagingClient,
  Vault,
  createRelayClient,
  vaultMessagingStore,
} from '@kestrel/wallet';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, expectNoSerious, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

let api: RunningApiServer;
let app: App;
let b: Browser;
let peer: MessagingClient;
let third: MessagingClient;

/** A peer wallet: account `index` of the published 'test … junk' phrase, keys in a vault in memory. */
async function openPeer(index: number): Promise<MessagingClient> {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: index,
  });
  const vault = await Vault.create(new MemoryStorage(), 'correct horse battery', {
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000 },
  });
  return MessagingClient.open({
    signer: {
      address: account.address,
      signPersonalMessage: (m) => account.signMessage({ message: { raw: m } }),
    },
    relay: createRelayClient({ baseUrl: api.url }),
    store: vaultMessagingStore(vault),
  });
}

beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    writeLimits: { requests: 1000 },
  });
  [peer, third] = await Promise.all([openPeer(1), openPeer(2)]);
  // No EVM node is needed: balances read as unavailable, chats only use the product API.
  app = await startApp({ api: api.url, evm: 'http://127.0.0.1:9', litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
}, 300_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await api?.close();
});

describe('Chats in the browser', () => {
  it('turns Chats on, starts a conversation, sends, receives and replies', async () => {
    const page = b.page;
    await expect(page.getByRole('link', { name: 'Chats' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Chats' }).click();
    await page.getByRole('link', { name: 'Chats' }).click();
    await atPath(page, '/home/chats');
    await page.getByText('No conversations here.').waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'chats');

    await page.getByRole('textbox', { name: 'Address' }).fill(peer.address);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/home\/chats\/[0-9a-f]{32}$/, { timeout: 60_000 });
    const topic = page.url().split('/').pop()!;
    await page.getByRole('textbox', { name: 'Message' }).fill('hello from the browser');
    await page.getByRole('button', { name: 'Send' }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('hello from the browser').waitFor({ timeout: 30_000 });

    const [request] = await peer.listConversations('requests');
    expect(request).toMatchObject({ topic, peerAddress: WALLET.toLowerCase() });
    expect((await peer.listMessages(topic)).messages.map((m) => m.text)).toEqual(['hello from the browser']);
    const answer = await peer.sendMessage(topic, 'hello browser');

    await messages.getByText('hello browser', { exact: true }).waitFor({ timeout: 30_000 });
    expectNoSerious(await seriousA11yViolations(page), 'conversation');
    await messages
      .getByRole('listitem')
      .filter({ hasText: 'hello browser' })
      .last()
      .getByRole('button', { name: 'Reply' })
      .click();
    await page.getByRole('textbox', { name: 'Message' }).fill('a reply from the browser');
    await page.getByRole('button', { name: 'Send' }).click();
    await messages.getByText('a reply from the browser').waitFor({ timeout: 30_000 });

    await peer.sync();
    const [reply] = (await peer.listMessages(topic)).messages;
    expect(reply).toMatchObject({
      text: 'a reply from the browser',
      reference: answer._id,
      repliedMessage: 'hello browser',
      repliedUserId: peer.address,
      user: { _id: WALLET.toLowerCase() },
    });
  }, 180_000);

  it('forwards a message to another conversation', async () => {
    const page = b.page;
    const from = page.url();
    await page.getByRole('link', { name: 'Chats', exact: true }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill(third.address);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((url) => /\/home\/chats\/[0-9a-f]{32}$/.test(url.pathname) && url.href !== from, {
      timeout: 60_000,
    });
    const thirdTopic = page.url().split('/').pop()!;
    // Back through the app (a reload would lock the wallet): the list, then the first conversation.
    await page.getByRole('link', { name: 'Chats', exact: true }).click();
    const label = (address: string) => `${address.slice(0, 8)}...${address.slice(-6)}`;
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: label(peer.address) })
      .click();
    await page.waitForURL(from);
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages
      .getByRole('listitem')
      .filter({ hasText: 'hello browser' })
      // The first one: the reply below it quotes the same text.
      .first()
      .getByRole('button', { name: 'Forward' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Forward message' });
    await dialog.getByRole('checkbox', { name: label(third.address) }).check();
    await dialog.getByRole('button', { name: 'Forward' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [request] = await third.listConversations('requests');
    expect(request).toMatchObject({ topic: thirdTopic, peerAddress: WALLET.toLowerCase() });
    expect((await third.listMessages(thirdTopic)).messages.map((m) => m.text)).toEqual(['hello browser']);
  }, 180_000);
});
