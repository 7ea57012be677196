/**
 * Provider settings: kept in the encrypted vault (never in the clear, never in the store state),
 * handed to every adapter through the family-neutral AdapterConfig (apiKeys by service, the
 * person's RPC endpoints first), bad input refused with nothing written.
 */
import { describe, expect, it } from 'vitest';
import type { AdapterConfig, ChainAdapter } from '@kestrel/chains';
import { WalletSession } from '../flows/session';
import { sessionFlowEnv } from '../flows/sessionFlowEnv';
import { collectingToastSink } from '../flows/toasts';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { describeProviders } from './describe';
import {
  adapterConfigOf,
  emptyProviderSettings,
  maskKey,
  parseProviderSettings,
  ProviderSettingsError,
  withApiKey,
  withCustomRpc,
} from './settings';
import { updateProviders } from './update';

const KEY = 'ETHERSCANKEY0123456789ABCD';
const text = (bytes: Uint8Array | null) => new TextDecoder('latin1').decode(bytes ?? new Uint8Array());

describe('provider settings', () => {
  it('give adapters every key by service and the person’s RPC endpoints before the defaults', () => {
    let s = withApiKey(emptyProviderSettings(), 'etherscan', ` ${KEY} `);
    s = withCustomRpc(s, 'ethereum', 'mainnet', 'http://127.0.0.1:8545/');
    expect(adapterConfigOf(s, 'ethereum', 'mainnet')).toEqual({
      apiKeys: { etherscan: KEY },
      rpc: ['http://127.0.0.1:8545', 'https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
    });
    // Another network or chain keeps its defaults.
    expect(adapterConfigOf(s, 'polygon', 'mainnet').rpc).toBeUndefined();
    expect(adapterConfigOf(s, 'ethereum', 'testnet').rpc).toBeUndefined();
    expect(withApiKey(s, 'etherscan', '').apiKeys).toEqual({});
  });

  it('refuse bad input with an error that never holds the key', () => {
    const s = emptyProviderSettings();
    expect(() => withApiKey(s, 'nosuch', KEY)).toThrow(ProviderSettingsError);
    expect(() => withApiKey(s, 'etherscan', 'a secret with spaces')).toThrow(/visible characters/);
    try {
      withApiKey(s, 'etherscan', 'a secret with spaces');
    } catch (e) {
      expect((e as Error).message).not.toContain('secret');
    }
    expect(() => withCustomRpc(s, 'ethereum', 'mainnet', 'ws://node')).toThrow(ProviderSettingsError);
    expect(() => withCustomRpc(s, 'nochain', 'mainnet', 'http://node')).toThrow();
    expect(parseProviderSettings({ apiKeys: { etherscan: 1 }, rpc: {} })).toBeNull();
    expect(parseProviderSettings({ apiKeys: {}, rpc: { moon: {} } })).toBeNull();
    expect(parseProviderSettings(undefined)).toEqual(emptyProviderSettings());
  });

  it('mask keys to their last four characters only when long enough', () => {
    expect(maskKey(KEY)).toBe('••••ABCD');
    expect(maskKey('short')).toBe('••••');
  });

  it('describe the endpoints in use and which keys are set', async () => {
    const s = withApiKey(emptyProviderSettings(), 'oklink', KEY);
    const view = await describeProviders(s, 'ethereum_pow', 'mainnet');
    expect(view.explorers).toEqual(['https://www.oklink.com']);
    expect(view.keys).toEqual([{ service: 'oklink', required: true, set: true, masked: '••••ABCD' }]);
    expect((await describeProviders(s, 'polygon', 'mainnet')).keys).toEqual([]);
    expect((await describeProviders(s, 'ethereum', 'devnet')).keys).toEqual([]);
  });
});

describe('provider settings in the vault', () => {
  it('are saved encrypted, survive a lock, and reach the session’s adapters (rebuilt on change)', async () => {
    const storage = new MemoryStorage();
    const session = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
    await updateProviders(session, (s) => withApiKey(s, 'etherscan', KEY));
    expect(text(storage.current)).not.toContain(KEY);
    expect(JSON.stringify(session.store.getState())).not.toContain(KEY);

    const seen: AdapterConfig[] = [];
    const env = sessionFlowEnv(session, {
      toast: collectingToastSink(),
      createAdapter: async (_chain, config) => {
        seen.push(config);
        return {} as ChainAdapter;
      },
    });
    await env.adapters('ethereum');
    await env.adapters('ethereum');
    expect(seen.map((c) => c.apiKeys)).toEqual([{ etherscan: KEY }]);
    await updateProviders(session, (s) => withApiKey(s, 'etherscan', 'OTHERKEY00000000'));
    await env.adapters('ethereum');
    expect(seen.map((c) => c.apiKeys?.etherscan)).toEqual([KEY, 'OTHERKEY00000000']);

    // Bad input writes nothing.
    const before = storage.current;
    await expect(updateProviders(session, (s) => withApiKey(s, 'nosuch', KEY))).rejects.toThrow(
      ProviderSettingsError,
    );
    expect(storage.current).toBe(before);

    session.lock();
    const again = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    expect(again.vault.providers.apiKeys).toEqual({ etherscan: 'OTHERKEY00000000' });
    again.lock();
  });
});
