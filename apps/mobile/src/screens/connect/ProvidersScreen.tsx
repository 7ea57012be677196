/**
 * Providers (Settings): per chain, the RPC and explorer endpoints in use on this network, the API
 * keys its providers take (set or not, masked) and the person's own RPC endpoint. Keys go to the
 * encrypted vault; the key field hides what is typed and is emptied once saved.
 */
import { useCallback, useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import type { ProviderService, ProvidersView } from '@kestrel/wallet';
import { chainOptions, type ChainOption } from '@kestrel/ui-state/chains';
import {
  addProviderRpc,
  providerServices,
  providersOf,
  resetProviderRpc,
  setProviderKey,
} from '@kestrel/ui-state/providers';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function Endpoints({ view }: { view: ProvidersView }) {
  return (
    <View testID="providers-view" style={styles.box}>
      <Text style={type.heading}>RPC endpoints (in order)</Text>
      {view.rpc.map((r) => (
        <Text key={r.url} selectable style={styles.url}>
          {`${r.url}${r.custom ? ' (yours)' : ''}`}
        </Text>
      ))}
      <Text style={type.heading}>Explorer endpoints</Text>
      {view.explorers.length ? (
        view.explorers.map((u) => (
          <Text key={u} selectable style={styles.url}>
            {u}
          </Text>
        ))
      ) : (
        <Text style={type.body}>None</Text>
      )}
      <Text style={type.heading}>API keys</Text>
      {view.keys.length ? (
        view.keys.map((k) => (
          <Text key={k.service} style={type.body}>
            {`${k.service}: ${k.set ? `set (${k.masked})` : k.required ? 'not set (needed for history)' : 'not set'}`}
          </Text>
        ))
      ) : (
        <Text style={type.body}>None needed</Text>
      )}
    </View>
  );
}

export default function ProvidersScreen() {
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

  const saveKey = async (value: string) => {
    setKeyError(null);
    if (await run(() => setProviderKey(service, value), setKeyError, value ? 'Key saved' : 'Key removed'))
      setKey('');
  };

  const addRpc = async () => {
    setRpcError(null);
    if (await run(() => addProviderRpc(chain, rpc), setRpcError, 'RPC endpoint added')) setRpc('');
  };

  return (
    <Screen title="Providers">
      <Text style={[type.body, styles.lead]}>
        Public endpoints that need no key are used by default. Explorer history on most EVM chains needs an
        Etherscan V2 key (Ethereum PoW: OKLink). Keys stay in your encrypted vault.
      </Text>
      <Choice
        label="Chain"
        options={chains.map((c) => ({ value: c.chain_name, label: c.name }))}
        value={chain}
        onChange={(c) => {
          setRpcError(null);
          setChain(c);
        }}
      />
      {view ? <Endpoints view={view} /> : null}
      <TextField
        label="Your own RPC endpoint"
        hint="Tried first for this chain on this network, e.g. your own node"
        value={rpc}
        error={rpcError}
        inputMode="url"
        onChangeText={setRpc}
      />
      <Button
        label="Add RPC endpoint"
        variant="secondary"
        busy={busy}
        disabled={!rpc}
        onPress={() => void addRpc()}
      />
      {view?.rpc.some((r) => r.custom) ? (
        <Button
          label="Use the defaults"
          variant="ghost"
          busy={busy}
          onPress={() => void run(() => resetProviderRpc(chain), setRpcError, 'Default endpoints restored')}
        />
      ) : null}
      <View style={styles.keys}>
        <Choice
          label="Service"
          options={services.map((s) => ({ value: s.service, label: s.label }))}
          value={service}
          onChange={setService}
        />
        <TextField
          label="API key"
          secureTextEntry
          autoComplete="off"
          value={key}
          error={keyError}
          onChangeText={setKey}
        />
        <Button label="Save key" busy={busy} disabled={!key} onPress={() => void saveKey(key)} />
        <Button label="Remove key" variant="ghost" busy={busy} onPress={() => void saveKey('')} />
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.md },
  box: {
    backgroundColor: colors.surface,
    borderRadius: 10,
    padding: space.md,
    gap: space.xs,
    marginBottom: space.md,
  },
  url: { fontFamily: 'monospace', fontSize: 13, color: colors.text },
  keys: { marginTop: space.lg },
});
