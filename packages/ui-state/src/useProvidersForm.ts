/**
 * Settings' Providers both shells show (web ProvidersCard, mobile ProvidersScreen): the chosen
 * chain's endpoints in use on this network (providersOf, read again after each change), the
 * person's own RPC endpoint (added, or the defaults restored), and a provider's API key (saved to
 * the encrypted vault or removed; the field is emptied once saved). Each change is a success
 * toast; a refusal is the field's error. `refuseRpc` refuses an endpoint first: by default one
 * the build's Content-Security-Policy would block (connectPolicy.ts), in both shells.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ProviderService, ProvidersView } from '@kestrel/wallet';
import { chainOptions, type ChainOption } from './chains';
import { platform } from './platform';
import { addProviderRpc, providerServices, providersOf, resetProviderRpc, setProviderKey } from './providers';
import { connectRefusal } from './connectPolicy';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function useProvidersForm(refuseRpc: (url: string) => string | null = (url) => connectRefusal(url)) {
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [services, setServices] = useState<readonly ProviderService[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [view, setView] = useState<ProvidersView | null>(null);
  const [service, setService] = useState('etherscan');
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const [rpc, setRpc] = useState('');
  const [rpcError, setRpcError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    providersOf(chain).then(setView, () => setView(null));
  }, [chain]);
  useEffect(() => {
    void chainOptions().then(setChains);
    void providerServices().then(setServices);
  }, []);
  useEffect(reload, [reload]);

  const run = async (work: () => Promise<void>, onError: (m: string) => void, done: string) => {
    setBusy(true);
    try {
      await work();
      platform().notify({ kind: 'success', title: done });
      reload();
      return true;
    } catch (e) {
      onError(message(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Saves the key typed for the chosen service ('' removes it). */
  const saveKey = async (value: string) => {
    setKeyError(null);
    if (await run(() => setProviderKey(service, value), setKeyError, value ? 'Key saved' : 'Key removed'))
      setKey('');
  };

  const addRpc = async () => {
    const refused = refuseRpc(rpc);
    setRpcError(refused);
    if (refused) return;
    if (await run(() => addProviderRpc(chain, rpc), setRpcError, 'RPC endpoint added')) setRpc('');
  };

  return {
    chains,
    services,
    chain,
    setChain,
    view,
    service,
    setService,
    key,
    setKey,
    keyError,
    rpc,
    setRpc,
    rpcError,
    setRpcError,
    busy,
    /** The person's own endpoint is in use for this chain ("Use the defaults" shows). */
    hasOwnRpc: view?.rpc.some((r) => r.custom) ?? false,
    saveKey: () => void saveKey(key),
    removeKey: () => void saveKey(''),
    addRpc: () => void addRpc(),
    useDefaults: () => void run(() => resetProviderRpc(chain), setRpcError, 'Default endpoints restored'),
  };
}

/** A provider key's state in words: set (masked), or not set (and whether history needs it). */
export function providerKeyText(k: { set: boolean; masked: string | null; required: boolean }): string {
  return k.set ? `set (${k.masked})` : k.required ? 'not set (needed for history)' : 'not set';
}
