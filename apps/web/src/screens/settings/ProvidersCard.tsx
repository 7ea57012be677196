/**
 * Providers: per chain, the RPC and explorer endpoints in use on this network, the API keys its
 * providers take (set or not, masked) and the person's own RPC endpoint. Keys go to the encrypted
 * vault; the field is a password field and is emptied once saved.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ProviderService, ProvidersView } from '@kestrel/wallet';
import { chainOptions, type ChainOption } from '@kestrel/ui-state/chains';
import {
  addProviderRpc,
  providerServices,
  providersOf,
  resetProviderRpc,
  setProviderKey,
} from '@kestrel/ui-state/providers';
import { connectRefusal } from '../../platform/connectPolicy';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Secrets.module.css';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function ProvidersCard() {
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
      showToast('success', done);
      reload();
      return true;
    } catch (e) {
      onError(message(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveKey = async (e: FormEvent, value: string) => {
    e.preventDefault();
    setKeyError(null);
    if (await run(() => setProviderKey(service, value), setKeyError, value ? 'Key saved' : 'Key removed'))
      setKey('');
  };

  const addRpc = async (e: FormEvent) => {
    e.preventDefault();
    const refused = connectRefusal(rpc);
    setRpcError(refused);
    if (refused) return;
    if (await run(() => addProviderRpc(chain, rpc), setRpcError, 'RPC endpoint added')) setRpc('');
  };

  return (
    <Card aria-labelledby="providers-title">
      <h2 id="providers-title">Providers</h2>
      <p className={styles.lead}>
        Public endpoints that need no key are used by default. Explorer history on most EVM chains needs an
        Etherscan V2 key (Ethereum PoW: OKLink). Keys stay in your encrypted vault.
      </p>
      <Select
        label="Chain"
        value={chain}
        onChange={(e) => setChain(e.target.value)}
        options={chains.map((c) => ({ value: c.chain_name, label: c.name }))}
      />
      {view ? (
        <dl data-testid="providers-view">
          <dt>RPC endpoints (in order)</dt>
          {view.rpc.map((r) => (
            <dd key={r.url}>
              {r.url}
              {r.custom ? ' (yours)' : ''}
            </dd>
          ))}
          <dt>Explorer endpoints</dt>
          {view.explorers.length ? view.explorers.map((u) => <dd key={u}>{u}</dd>) : <dd>None</dd>}
          <dt>API keys</dt>
          {view.keys.length ? (
            view.keys.map((k) => (
              <dd key={k.service}>
                {k.service}:{' '}
                {k.set ? `set (${k.masked})` : k.required ? 'not set (needed for history)' : 'not set'}
              </dd>
            ))
          ) : (
            <dd>None needed</dd>
          )}
        </dl>
      ) : null}
      <form onSubmit={(e) => void addRpc(e)} noValidate className={styles.form}>
        <TextField
          label="Your own RPC endpoint"
          hint="Tried first for this chain on this network, e.g. your own node"
          value={rpc}
          error={rpcError}
          onChange={(e) => setRpc(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary" busy={busy} disabled={!rpc}>
            Add RPC endpoint
          </Button>
          {view?.rpc.some((r) => r.custom) ? (
            <Button
              type="button"
              variant="ghost"
              busy={busy}
              onClick={() =>
                void run(() => resetProviderRpc(chain), setRpcError, 'Default endpoints restored')
              }
            >
              Use the defaults
            </Button>
          ) : null}
        </div>
      </form>
      <form onSubmit={(e) => void saveKey(e, key)} noValidate className={styles.form}>
        <Select
          label="Service"
          value={service}
          onChange={(e) => setService(e.target.value)}
          options={services.map((s) => ({ value: s.service, label: s.label }))}
        />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          value={key}
          error={keyError}
          onChange={(e) => setKey(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" busy={busy} disabled={!key}>
            Save key
          </Button>
          <Button type="button" variant="ghost" busy={busy} onClick={(e) => void saveKey(e, '')}>
            Remove key
          </Button>
        </div>
      </form>
    </Card>
  );
}
