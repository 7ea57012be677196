// @vitest-environment happy-dom
/**
 * useProvidersForm (Settings' Providers of both shells) against the real session and in-memory
 * vault: a shell's refusal (the web's Content-Security-Policy check) stops an endpoint before the
 * wallet sees it; a bad address is the wallet's reason and changes nothing; your own endpoint is
 * listed first, marked custom, until "Use the defaults"; a key is kept in the vault, the field
 * emptied, and removed again; each change is its success toast; a key is worded masked only.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { providerKeyText, useProvidersForm } from './useProvidersForm';
import { openTestWallet } from './testing/testWallet';

const OWN_RPC = 'http://127.0.0.1:8545/my-node';
const KEY = 'TESTKEY1234567890ABCDEFGHIJKLMNOP';
const REFUSED = 'not on this page';

let p: MemoryPlatform;
beforeAll(async () => {
  p = await openTestWallet();
}, 60_000);
afterEach(cleanup);

describe('useProvidersForm', () => {
  it('refuses, adds and resets your own endpoint; keeps a key in the vault only', async () => {
    const refuse = (url: string) => (url.includes('elsewhere') ? REFUSED : null);
    const { result } = renderHook(() => useProvidersForm(refuse));
    await waitFor(() => expect(result.current.view?.chain_name).toBe('ethereum'), { timeout: 20_000 });
    const defaults = result.current.view!.rpc;
    expect(defaults.some((r) => r.custom)).toBe(false);

    act(() => result.current.setRpc('http://elsewhere.example/rpc'));
    act(() => result.current.addRpc());
    expect(result.current.rpcError).toBe(REFUSED);
    act(() => result.current.setRpc('not a url'));
    act(() => result.current.addRpc());
    await waitFor(() => expect(result.current.rpcError).toBeTruthy());
    expect(result.current.rpcError).not.toBe(REFUSED);
    expect(result.current.view!.rpc).toEqual(defaults);

    act(() => result.current.setRpc(OWN_RPC));
    act(() => result.current.addRpc());
    await waitFor(() => expect(result.current.view!.rpc[0]).toEqual({ url: OWN_RPC, custom: true }));
    expect(result.current.rpcError).toBeNull();
    expect(result.current.rpc).toBe('');
    expect(result.current.hasOwnRpc).toBe(true);
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'RPC endpoint added' });
    act(() => result.current.useDefaults());
    await waitFor(() => expect(result.current.hasOwnRpc).toBe(false));
    expect(result.current.view!.rpc).toEqual(defaults);
    expect(p.toasts.at(-1)).toMatchObject({ title: 'Default endpoints restored' });

    act(() => result.current.setKey(KEY));
    act(() => result.current.saveKey());
    await waitFor(() => expect(session.unlockedCore?.vault.providers.apiKeys.etherscan).toBe(KEY));
    expect(result.current.key).toBe('');
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Key saved' });
    act(() => result.current.removeKey());
    await waitFor(() => expect(session.unlockedCore?.vault.providers.apiKeys.etherscan).toBeUndefined());
    expect(p.toasts.at(-1)).toMatchObject({ title: 'Key removed' });
  }, 60_000);

  it('words a key: masked when set, and whether history needs it when not', () => {
    expect(providerKeyText({ set: true, masked: 'TEST…MNOP', required: true })).toBe('set (TEST…MNOP)');
    expect(providerKeyText({ set: false, masked: null, required: true })).toBe(
      'not set (needed for history)',
    );
    expect(providerKeyText({ set: false, masked: null, required: false })).toBe('not set');
  });
});
