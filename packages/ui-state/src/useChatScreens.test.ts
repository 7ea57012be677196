// @vitest-environment happy-dom
/**
 * useChatListScreen and useChatConversation (both shells' chats screens) against the real session
 * and in-memory vault, through the product API's relay started in this process on 127.0.0.1
 * (SQLite in memory), with a second wallet (account 1 of the published 'test … junk' phrase, its
 * MLS keys in its own vault) as the peer. The peer's message is a request (Requests, not Allowed);
 * the composer's reply reaches the peer decrypted as a reply to it and clears the composer; starting
 * from the list's address field with the peer's address hands that topic to the shell and clears it;
 * the forward picker sends to the chosen conversations only and closes once sent.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import {
  MemoryStorage,
  MessagingClient,
  Vault,
  createRelayClient,
  vaultMessagingStore,
  type Conversation,
} from '@kestrel/wallet';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';

/** BIP-44 m/44'/60'/0'/0/0 of the "abandon … about" phrase: the session's wallet. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PASSWORD = 'correct horse battery';

const api: RunningApiServer = await startApiServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: ':memory:',
  seed: false,
  log: false,
  writeLimits: { requests: 1000 },
});
// The shells reach the relay at <origin>/api (their server's proxy takes the prefix off, as here).
const pageFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1') return Promise.reject(new TypeError(`not loopback: ${url.hostname}`));
  if (url.pathname.startsWith('/api/')) url.pathname = url.pathname.slice(4);
  return pageFetch(input instanceof Request ? new Request(url, input) : url, init);
};
// The page is on the relay's origin, so happy-dom's fetch makes same-origin requests (no CORS).
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(api.url);
configurePlatform(memoryPlatform({ origin: () => api.url, config: { network: 'devnet' } }));
const { session } = await import('./hooks');
const { setSettingsFlag } = await import('./manage');
const { useChatConversation, useChatListScreen, useForwardPicker } = await import('./useChatScreens');

let peer: MessagingClient;
let peerAddress: string;
beforeAll(async () => {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 1,
  });
  peerAddress = account.address;
  const vault = await Vault.create(new MemoryStorage(), PASSWORD, {
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000 },
  });
  peer = await MessagingClient.open({
    signer: {
      address: account.address,
      signPersonalMessage: (m) => account.signMessage({ message: { raw: m } }),
    },
    relay: createRelayClient({ baseUrl: api.url }),
    store: vaultMessagingStore(vault),
  });
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, PASSWORD);
  await setSettingsFlag('chatsOptions', true);
}, 120_000);
afterAll(async () => {
  cleanup(); // unmounted first, so no polling read reaches the closed relay
  session.lock();
  await peer?.close();
  await api.close();
});

describe('chats screens', () => {
  it('a request is listed under Requests; a reply from the composer reaches the peer', async () => {
    const opened: string[] = [];
    const list = renderHook(() => useChatListScreen((t) => void opened.push(t))).result;
    await waitFor(() => expect(list.current.conversations).toEqual([]), { timeout: 30_000 });
    const { topic } = await peer.newConversation(WALLET);
    const hello = await peer.sendMessage(topic, 'hello from wallet two');
    act(() => list.current.setFilter('requests'));
    await waitFor(() => expect(list.current.conversations?.map((c) => c.topic)).toEqual([topic]), {
      timeout: 30_000,
    });

    const conv = renderHook(() => useChatConversation(topic)).result;
    await waitFor(
      () => expect(conv.current.chat.messages.map((m) => m.text)).toEqual(['hello from wallet two']),
      {
        timeout: 30_000,
      },
    );
    act(() => conv.current.setReplyTo(conv.current.chat.messages[0]!));
    act(() => conv.current.setText('hi back'));
    act(() => conv.current.send());
    await waitFor(() => expect(conv.current.text).toBe(''), { timeout: 30_000 });
    expect(conv.current.replyTo).toBeNull();
    await peer.sync();
    const [latest] = (await peer.listMessages(topic)).messages;
    expect(latest).toMatchObject({
      text: 'hi back',
      reference: hello._id,
      repliedMessage: 'hello from wallet two',
      user: { _id: WALLET.toLowerCase() },
    });

    // Starting with the peer's address from the list's field finds that conversation: its topic to
    // the shell, the field emptied.
    act(() => list.current.setPeer(` ${peerAddress} `));
    act(() => list.current.open());
    await waitFor(() => expect(opened).toEqual([topic]), { timeout: 30_000 });
    expect(list.current.peer).toBe('');
  }, 120_000);

  it('the forward picker sends to the chosen conversations only and closes on success', async () => {
    const targets = [{ topic: 'a' }, { topic: 'b' }, { topic: 'c' }] as Conversation[];
    const sent: string[][] = [];
    let ok = false;
    let closed = 0;
    const { result } = renderHook(() =>
      useForwardPicker(
        targets,
        async (to) => (sent.push(to.map((t) => t.topic)), ok),
        () => void closed++,
      ),
    );
    act(() => result.current.toggle('c'));
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('c'));
    expect(result.current.chosen).toEqual(['a']);
    act(() => result.current.toggle('b'));
    act(() => result.current.forward());
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(sent).toEqual([['a', 'b']]);
    expect([closed, result.current.chosen]).toEqual([0, ['a', 'b']]); // refused: kept open
    ok = true;
    act(() => result.current.forward());
    await waitFor(() => expect(closed).toBe(1));
    expect(result.current.chosen).toEqual([]);
  });
});
