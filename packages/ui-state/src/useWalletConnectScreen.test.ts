// @vitest-environment happy-dom
/**
 * useWalletConnectScreen (both shells' WalletConnect screen) against the real session and
 * in-memory vault, through the loopback relay (@kestrel/devnet's, in its own Node process: it reads
 * its fixtures by file URL, which happy-dom's module URLs are not) with a real dapp-side
 * SignClient: a malformed link is the screen's error; a dapp's link pairs (the field emptied) and
 * its proposal is offered for the wallet's Ethereum account; Reject answers the dapp with a
 * rejection and clears the proposal, no session made. (Approving and answering a personal_sign
 * through this hook is exercised by the mobile WalletConnectScreen test and the web
 * walletconnect e2e test: in a bare hook the dapp's approval() never settled here.)
 */
// WalletConnect's client keeps its state in IndexedDB (idb-keyval), which happy-dom lacks.
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { MemoryKeyValueStorage } from '@kestrel/wallet';
import { SignClient } from '@walletconnect/sign-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** The phrase's first Ethereum address (BIP-44 m/44'/60'/0'/0/0). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const CHAIN = 'eip155:31337';

async function startRelay(): Promise<{ url: string; proc: ChildProcess }> {
  const code =
    "import('@kestrel/devnet').then(async (d) => console.log((await d.startLoopbackRelay()).url));";
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

/** WalletConnect's clients call its public Verify service: refused here, so only loopback is reached. */
const pageFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1');
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    return Promise.reject(new TypeError(`not loopback: ${url.hostname}`));
  return pageFetch(input, init);
};

const relay = await startRelay();
configurePlatform(memoryPlatform({ config: { network: 'devnet', walletConnectRelay: relay.url } }));
const { session } = await import('./hooks');
const { useWalletConnectScreen, offeredAccounts } = await import('./useWalletConnectScreen');

let dapp: InstanceType<typeof SignClient>;
beforeAll(async () => {
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, 'correct horse battery');
  dapp = await SignClient.init({
    projectId: 'loopback',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'dapp',
    storage: new MemoryKeyValueStorage(),
    metadata: { name: 'Uniswap', description: 'Swap', url: 'https://uniswap.test', icons: [] },
  });
}, 120_000);
afterAll(async () => {
  cleanup();
  await dapp?.core.relayer.transportClose();
  const { walletConnect } = await import('./walletConnect');
  await (await walletConnect()).client.core.relayer.transportClose();
  relay.proc.kill();
});

describe('useWalletConnectScreen', () => {
  it('refuses a malformed link, pairs, offers the account, rejects the proposal', async () => {
    const { result } = renderHook(() => useWalletConnectScreen());
    await waitFor(() => expect(result.current.wallet).toBeTruthy(), { timeout: 30_000 });
    expect(result.current.sessions).toEqual([]);

    act(() => result.current.setUri('wc:not-a-link'));
    await act(() => result.current.pair());
    expect(result.current.error).toBeTruthy();
    expect(result.current.uri).toBe('wc:not-a-link');

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    });
    act(() => result.current.setUri(uri!));
    await act(() => result.current.pair());
    expect(result.current.error).toBeNull();
    expect(result.current.uri).toBe('');
    await waitFor(() => expect(result.current.proposal?.name).toBe('Uniswap'), { timeout: 60_000 });
    const offered = offeredAccounts(result.current.proposal!, result.current.wallet!.coins);
    expect(offered.map((c) => [c.chain_name, c.address])).toEqual([['ethereum', WALLET]]);

    const answered = approval().then(
      () => 'approved',
      () => 'rejected',
    );
    await act(() => result.current.rejectProposal());
    expect(result.current.error).toBeNull();
    expect(await answered).toBe('rejected');
    await waitFor(() => expect(result.current.proposal).toBeNull(), { timeout: 30_000 });
    expect(result.current.sessions).toEqual([]);
  }, 120_000);
});
