/**
 * Messaging opened from a wallet session: the wallet's own EVM signer (account 0 of the published
 * 'test … junk' phrase, m/44'/60'/0'/0/0) signs the MLS identity, which lives in the session's
 * vault and survives a lock and unlock.
 */
import type { RunningApiServer } from '@kestrel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWallet } from '../flows/createWallet';
import { WalletSession } from '../flows/session';
import { sessionFlowEnv } from '../flows/sessionFlowEnv';
import { collectingToastSink } from '../flows/toasts';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { MessagingInputError } from './errors';
import { openPerson, startRelay } from './testing/relay';
import { TEST_PHRASE, testSigner } from './testing/signers';
import { openWalletMessaging } from './walletMessaging';

let server: RunningApiServer;
beforeAll(async () => {
  server = await startRelay();
});
afterAll(() => server?.close());

function envOf(session: WalletSession) {
  return sessionFlowEnv(session, {
    toast: collectingToastSink(),
    prices: { getFiatRates: async () => ({}) },
  });
}

describe('messaging from a wallet session', () => {
  it("binds the identity to the wallet's EVM address and keeps it in the vault across a lock", async () => {
    const storage = new MemoryStorage();
    const session = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
    await createWallet(session, { phrase: TEST_PHRASE, chains: ['ethereum'] });
    const client = await openWalletMessaging(envOf(session), session.vault, undefined, {
      relayBaseUrl: server.url,
    });
    expect(client.address).toBe(testSigner(0).address.toLowerCase());

    const peer = await openPerson(server.url, testSigner(1));
    const conv = await peer.client.newConversation(client.address);
    await peer.client.sendMessage(conv.topic, 'hello wallet');
    expect((await client.listConversations('requests')).map((c) => c.peerAddress)).toEqual([
      peer.client.address,
    ]);

    session.lock();
    const again = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    const reopened = await openWalletMessaging(envOf(again), again.vault, undefined, {
      relayBaseUrl: server.url,
    });
    expect((await reopened.listMessages(conv.topic)).messages.map((m) => m.text)).toEqual(['hello wallet']);
  });

  it('refuses a wallet without an EVM account', async () => {
    const session = await WalletSession.open(new MemoryStorage(), PASSWORD, { create: true, kdf: FAST_KDF });
    await createWallet(session, { phrase: TEST_PHRASE, chains: ['bitcoin'] });
    await expect(
      openWalletMessaging(envOf(session), session.vault, undefined, { relayBaseUrl: server.url }),
    ).rejects.toBeInstanceOf(MessagingInputError);
  });
});
