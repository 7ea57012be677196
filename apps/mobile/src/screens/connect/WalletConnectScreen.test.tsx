// @vitest-environment happy-dom
/**
 * WalletConnect against the real session and in-memory vault, through the loopback relay
 * (@kestrel/devnet's, the relay `npm start` runs) with a real dapp-side SignClient (2.21.8): a
 * malformed link is refused with the wallet's reason; a pasted link shows the proposal's review,
 * Approve settles the session with the wallet's account, the session is listed; a personal_sign
 * request is reviewed and its approval answers the dapp with a signature by that account.
 */
// WalletConnect's client keeps its state in IndexedDB (idb-keyval), which happy-dom lacks.
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { MemoryKeyValueStorage } from '@kestrel/wallet';
import { SignClient } from '@walletconnect/sign-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

/**
 * The loopback relay in its own Node process: @kestrel/devnet reads its fixtures by file URL,
 * which happy-dom's module URLs are not.
 */
async function startRelay(): Promise<{ url: string; proc: ChildProcess }> {
  const code =
    "import('@kestrel/devnet').then(async (d) => console.log((await d.startLoopbackRelay()).url));";
  // One Node process (tsx as its loader), so killing it ends the relay.
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    proc.once('exit', (c) => reject(new Error(`the relay exited (${c})`)));
  });
  return { url: url.trim(), proc };
}

/**
 * WalletConnect's clients in a page call its public Verify service (verify.walletconnect.org):
 * refused here before any lookup, so the test touches loopback only (the wallet goes on without it).
 */
const pageFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1');
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    return Promise.reject(new TypeError(`not loopback: ${url.hostname}`));
  return pageFetch(input, init);
};

const relay = await startRelay();
installTestPlatform({ config: { network: 'devnet', walletConnectRelay: relay.url } });
const { session } = await import('@kestrel/ui-state/hooks');
const { default: WalletConnectScreen } = await import('./WalletConnectScreen');

/** The "abandon … about" phrase's first Ethereum address (BIP-44 m/44'/60'/0'/0/0). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const CHAIN = 'eip155:31337';

let dapp: InstanceType<typeof SignClient>;

beforeAll(async () => {
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
  dapp = await SignClient.init({
    projectId: 'loopback',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'dapp',
    storage: new MemoryKeyValueStorage(),
    metadata: { name: 'Uniswap', description: 'Swap', url: 'https://uniswap.test', icons: [] },
  });
});

afterAll(async () => {
  await dapp?.core.relayer.transportClose();
  const { walletConnect } = await import('@kestrel/ui-state/walletConnect');
  await (await walletConnect()).client.core.relayer.transportClose();
  relay.proc.kill();
});

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('WalletConnectScreen', () => {
  it('refuses a malformed link, pairs, approves, answers a personal_sign', async () => {
    renderScreen(WalletConnectScreen);
    await screen.findByText('No dapp is connected to this wallet.');

    fireEvent.change(screen.getByLabelText('Connection link'), { target: { value: 'wc:not-a-link' } });
    await press('Connect');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    });
    fireEvent.change(screen.getByLabelText('Connection link'), { target: { value: uri! } });
    await press('Connect');
    await screen.findByRole('heading', { name: 'Connect to Uniswap?' }, { timeout: 60_000 });
    // (The dapp's client runs in this page too, so WalletConnect reports the page's origin as its URL.)
    expect(screen.getByText('Swap')).toBeTruthy();
    expect(screen.getByText(`Chains requested: ${CHAIN}`)).toBeTruthy();
    expect(screen.getByLabelText(`Ethereum ${WALLET}`)).toBeTruthy();
    expect(screen.getByText('Methods requested: personal_sign')).toBeTruthy();
    await press('Approve');
    const settled = await approval();
    expect(settled.namespaces.eip155!.accounts).toEqual([`${CHAIN}:${WALLET}`]);
    await screen.findByRole('button', { name: 'Disconnect Uniswap' }, { timeout: 30_000 });

    const signature = dapp.request<`0x${string}`>({
      topic: settled.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x68656c6c6f', WALLET] },
    });
    await screen.findByRole('heading', { name: 'Uniswap asks' }, { timeout: 60_000 });
    expect(screen.getByTestId('request-details').textContent).toContain('hello');
    await press('Approve');
    expect(await recoverMessageAddress({ message: 'hello', signature: await signature })).toBe(WALLET);

    // The session stays listed with its Disconnect (the disconnect itself is not exercised here:
    // in this page the wallet's wc_sessionDelete never completed; the browser shell's
    // walletconnect.e2e test covers the same wallet call).
    expect(await screen.findByRole('button', { name: 'Disconnect Uniswap' })).toBeTruthy();
  }, 120_000);
});
