/**
 * The platform port: view models reach the device only through what the shell installed, and
 * refuse clearly when nothing is installed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase, dismissNews, isNewsDismissed } from './catalogue';
import { platformAuthenticatorAvailable } from './manage';
import { defaultNetwork, devnetNodeUrls, storedNetwork, storeNetwork } from './network';
import { configurePlatform, flowToasts, onOrigin, PLATFORM_MISSING } from './platform';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';

// Each test of this block loads fresh modules (vi.resetModules), so no platform is installed there.
describe('platform port, not installed', () => {
  beforeEach(() => vi.resetModules());

  it('names the missing call instead of failing somewhere deep', async () => {
    const fresh = await import('./platform');
    expect(fresh.hasPlatform()).toBe(false);
    expect(() => fresh.platform()).toThrow(PLATFORM_MISSING);
    expect(PLATFORM_MISSING).toContain('configurePlatform');
  });

  it('lets the session be created before start, and throws the clear error on first use', async () => {
    // The shells import the session (hooks.ts) before their entry installs the platform.
    const hooks = await import('./hooks');
    const network = await import('./network');
    expect(() => hooks.session.getSnapshot()).toThrow(PLATFORM_MISSING);
    expect(() => network.storedNetwork()).toThrow(PLATFORM_MISSING);
    const { configurePlatform: install } = await import('./platform');
    install(memoryPlatform({ config: { network: 'testnet' } }));
    expect(hooks.session.getSnapshot()).toMatchObject({ status: 'loading', network: 'testnet' });
  });
});

describe('platform port, installed', () => {
  let p: MemoryPlatform;
  beforeEach(() => {
    p = memoryPlatform({ origin: () => 'http://127.0.0.1:4173' });
    configurePlatform(p);
  });

  it('routes a flow toast to the installed toaster; a progress toast closes when the next arrives', () => {
    const toast = flowToasts();
    toast({ kind: 'progress', title: 'Sending' });
    expect(p.toasts).toEqual([{ id: 1, kind: 'progress', title: 'Sending' }]);
    expect([...p.open]).toEqual([1]);
    toast({ kind: 'success', title: 'Sent', text: 'done' });
    expect(p.toasts.at(-1)).toEqual({ id: 2, kind: 'success', title: 'Sent', text: 'done' });
    expect([...p.open]).toEqual([2]); // the progress toast was dismissed, the success one stays
  });

  it('keeps the network choice in the settings store and reads the build default from config', () => {
    expect(defaultNetwork()).toBe('mainnet');
    configurePlatform((p = memoryPlatform({ config: { network: 'devnet' } })));
    expect(storedNetwork()).toBe('devnet');
    storeNetwork('testnet');
    expect(p.stored.get('kestrel.network')).toBe('testnet');
    expect(storedNetwork()).toBe('testnet');
    p.stored.set('kestrel.network', 'regtest'); // not a network: the default again
    expect(storedNetwork()).toBe('devnet');
  });

  it('resolves the API and devnet paths on the platform origin, or the configured API', () => {
    expect(onOrigin('/api')).toBe('http://127.0.0.1:4173/api');
    expect(apiBase()).toBe('http://127.0.0.1:4173/api');
    expect(devnetNodeUrls('solana')).toEqual({ rpc: 'http://127.0.0.1:4173/devnet/node/solana' });
    configurePlatform(memoryPlatform({ config: { apiUrl: ' http://127.0.0.1:8787/v1 ' } }));
    expect(apiBase()).toBe('http://127.0.0.1:8787/v1');
  });

  it('keeps a dismissed news message in the settings store', () => {
    expect(isNewsDismissed('Maintenance tonight')).toBe(false);
    dismissNews('Maintenance tonight');
    expect(isNewsDismissed('Maintenance tonight')).toBe(true);
    expect(isNewsDismissed('Another message')).toBe(false);
    // A store that refuses writes (private mode) is no crash: the notice is dismissed for this run.
    configurePlatform(
      memoryPlatform({
        settings: {
          getItem: () => null,
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
      }),
    );
    expect(() => dismissNews('Maintenance tonight')).not.toThrow();
  });

  it('asks the platform for a platform authenticator, and reads a failure as none', async () => {
    expect(await platformAuthenticatorAvailable()).toBe(false); // the memory platform has none
    configurePlatform(memoryPlatform({ biometricsAvailable: async () => true }));
    expect(await platformAuthenticatorAvailable()).toBe(true);
    configurePlatform(
      memoryPlatform({
        biometricsAvailable: () => Promise.reject(new Error('NotAllowedError')),
      }),
    );
    expect(await platformAuthenticatorAvailable()).toBe(false);
  });

  it('prepares the runtime through the platform before the wallet package loads', async () => {
    vi.resetModules(); // a fresh ./wallet, whose one load has not happened yet
    const fresh = await import('./platform');
    const { loadWallet } = await import('./wallet');
    const order: string[] = [];
    fresh.configurePlatform(memoryPlatform({ prepareWallet: async () => void order.push('prepared') }));
    const mod = await loadWallet();
    order.push('loaded');
    expect(order).toEqual(['prepared', 'loaded']);
    expect(typeof mod.WalletSession).toBe('function');
    await loadWallet(); // loaded once: prepared once
    expect(order).toEqual(['prepared', 'loaded']);
  });
});
