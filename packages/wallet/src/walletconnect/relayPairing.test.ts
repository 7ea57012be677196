/**
 * Two real SignClients (2.21.8) pair through the loopback relay (devnet/src/walletconnect): the
 * proposal reaches the wallet side, approval settles the session on both sides, a request and its
 * answer cross the session topic, and a disconnect ends the session on the peer.
 */
import { SignClient } from '@walletconnect/sign-client';
import { startLoopbackRelay, type LoopbackRelay } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from './memoryStorage';

let relay: LoopbackRelay;
beforeAll(async () => {
  relay = await startLoopbackRelay();
});
afterAll(async () => {
  await relay.stop();
});

function client(name: string) {
  return SignClient.init({
    projectId: 'loopback',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MemoryKeyValueStorage(),
    customStoragePrefix: name, // core is shared per prefix; each side needs its own
    metadata: { name, description: name, url: `https://${name}.test`, icons: [] },
  });
}

describe('loopback WalletConnect relay', () => {
  it('pairs a dapp and a wallet SignClient, carries a request, and a disconnect', async () => {
    const dapp = await client('dapp');
    const wallet = await client('wallet');
    const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    wallet.on('session_proposal', (p) => {
      void wallet.approve({
        id: p.id,
        namespaces: {
          eip155: { accounts: [account], methods: ['personal_sign'], events: ['chainChanged'] },
        },
      });
    });
    wallet.on('session_request', (r) => {
      void wallet.respond({
        topic: r.topic,
        response: { id: r.id, jsonrpc: '2.0', result: `echo:${String(r.params.request.params[0])}` },
      });
    });
    const deleted = new Promise<string>((resolve) => wallet.on('session_delete', (d) => resolve(d.topic)));

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([account]);
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('dapp');

    const answer = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68690a', account.split(':')[2]] },
    });
    expect(answer).toBe('echo:0x68690a');

    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    expect(relay.methodsSeen).toEqual(
      expect.arrayContaining(['irn_subscribe', 'irn_publish', 'wc_proposeSession', 'wc_approveSession']),
    );
    await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()]);
  }, 60_000);
});
