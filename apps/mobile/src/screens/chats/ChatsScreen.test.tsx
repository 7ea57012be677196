// @vitest-environment happy-dom
/**
 * Chats against the real session and in-memory vault, through the product API's relay started in
 * this process on 127.0.0.1 (SQLite in memory). A second wallet (account 1 of the published
 * 'test … junk' phrase, its MLS keys in its own encrypted vault) writes to the session's wallet:
 * with the Chats option off the screen only points to Settings; on, the message is a request
 * (not under Allowed), opened from Requests it is shown, and the Reply sent from the screen reaches
 * the peer decrypted, as a reply to its message; the conversation is then Allowed;
 * blocked from the list it moves to Denied, and Unblock allows it again.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import {
  MemoryStorage,
  MessagingClient,
  Vault,
  createRelayClient,
  vaultMessagingStore,
} from '@kestrel/wallet';
import { NavigationContainer } from '@react-navigation/native';
import { createStackNavigator } from '@react-navigation/stack';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from '../../testing/screenTest';

/** BIP-44 m/44'/60'/0'/0/0 of the "abandon … about" phrase: the session's wallet. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

const api: RunningApiServer = await startApiServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: ':memory:',
  seed: false,
  log: false,
  writeLimits: { requests: 1000 },
});
// The shell reaches the relay at <origin>/api (the web server's proxy); here the origin is the
// relay's own address and the /api prefix is taken off, as that proxy does. Loopback only.
const pageFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1') return Promise.reject(new TypeError(`not loopback: ${url.hostname}`));
  if (url.pathname.startsWith('/api/')) url.pathname = url.pathname.slice(4);
  return pageFetch(input instanceof Request ? new Request(url, input) : url, init);
};
// The page is on the relay's origin too, so happy-dom's fetch makes same-origin requests (no CORS).
(globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(api.url);
installTestPlatform({ origin: () => api.url });

const { session } = await import('@kestrel/ui-state/hooks');
const { setSettingsFlag } = await import('@kestrel/ui-state/manage');
const { default: ChatsScreen } = await import('./ChatsScreen');
const { default: ChatScreen } = await import('./ChatScreen');

let peer: MessagingClient;

beforeAll(async () => {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 1,
  });
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
});
afterAll(async () => {
  // Unmounted and locked first, so no polling read reaches the closed relay.
  cleanup();
  session.lock();
  await peer?.close();
  await api.close();
});

const Stack = createStackNavigator();
function renderChats() {
  return render(
    <NavigationContainer>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name="Chats" component={ChatsScreen} />
        <Stack.Screen name="Chat" component={ChatScreen} />
      </Stack.Navigator>
    </NavigationContainer>,
  );
}

async function press(name: string | RegExp): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('ChatsScreen', () => {
  it('shows a second wallet’s message as a request and sends a reply it can read', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    const view = renderChats();
    expect(await screen.findByText('Turn on Chats in Settings to use encrypted messaging.')).toBeTruthy();
    view.unmount();

    await setSettingsFlag('chatsOptions', true);
    renderChats();
    await screen.findByTestId('chats-view');
    // The list opened the wallet's messaging client (its key package is now on the relay).
    expect(await screen.findByText('No conversations here.')).toBeTruthy();
    const { topic } = await peer.newConversation(WALLET);
    const hello = await peer.sendMessage(topic, 'hello from wallet two');
    // Not yet accepted: under Requests, not under Allowed (each filter change re-reads the relay).
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Requests' })));
    await screen.findByRole('button', { name: /^Open the conversation with / });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Allowed' })));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Open the conversation with / })).toBeNull(),
    );
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Requests' })));
    const row = await screen.findByRole('button', { name: /^Open the conversation with / });
    expect(row.textContent).toContain('hello from wallet two');

    await act(async () => fireEvent.click(row));
    const chat = await screen.findByTestId('chat-view');
    await within(chat).findByText('hello from wallet two');
    await press('Reply to “hello from wallet two”');
    expect(screen.getByText('Replying to “hello from wallet two”')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hi back from the phone' } });
    await press('Send');
    await waitFor(() => expect(within(chat).getByText('hi back from the phone')).toBeTruthy());
    expect(screen.queryByText(/^Replying to/)).toBeNull();

    await peer.sync();
    const [latest] = (await peer.listMessages(topic)).messages;
    expect(latest).toMatchObject({
      text: 'hi back from the phone',
      reference: hello._id,
      repliedMessage: 'hello from wallet two',
      user: { _id: WALLET.toLowerCase() },
    });
    // Answering accepted the request.
    const { messaging } = await import('@kestrel/ui-state/chats');
    const allowed = await (await messaging()).listConversations('allowed');
    expect(allowed.map((c) => c.topic)).toEqual([topic]);

    // Block from the list: the conversation moves to Denied, and Unblock brings it back.
    cleanup();
    renderChats();
    await screen.findByRole('button', { name: /^Block / });
    await press(/^Block /);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Block / })).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Denied' })));
    await screen.findByRole('button', { name: /^Unblock / });
    await press(/^Unblock /);
    await waitFor(async () =>
      expect((await (await messaging()).listConversations('allowed')).map((c) => c.topic)).toEqual([topic]),
    );
  });
});
