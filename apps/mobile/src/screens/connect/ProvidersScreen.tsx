/**
 * Providers (Settings): per chain, the RPC and explorer endpoints in use on this network, the API
 * keys its providers take (set or not, masked) and the person's own RPC endpoint. Keys go to the
 * encrypted vault; the key field hides what is typed and is emptied once saved.
 */
import { StyleSheet, Text, View } from 'react-native';
import type { ProvidersView } from '@kestrel/wallet';
import { providerKeyText, useProvidersForm } from '@kestrel/ui-state/useProvidersForm';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';

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
            {`${k.service}: ${providerKeyText(k)}`}
          </Text>
        ))
      ) : (
        <Text style={type.body}>None needed</Text>
      )}
    </View>
  );
}

export default function ProvidersScreen() {
  const f = useProvidersForm();
  const { view } = f;

  return (
    <Screen title="Providers">
      <Text style={[type.body, styles.lead]}>
        Public endpoints that need no key are used by default. Explorer history on most EVM chains needs an
        Etherscan V2 key (Ethereum PoW: OKLink). Keys stay in your encrypted vault.
      </Text>
      <Choice
        label="Chain"
        options={f.chains.map((c) => ({ value: c.chain_name, label: c.name }))}
        value={f.chain}
        onChange={(c) => {
          f.setRpcError(null);
          f.setChain(c);
        }}
      />
      {view ? <Endpoints view={view} /> : null}
      <TextField
        label="Your own RPC endpoint"
        hint="Tried first for this chain on this network, e.g. your own node"
        value={f.rpc}
        error={f.rpcError}
        inputMode="url"
        onChangeText={f.setRpc}
      />
      <Button
        label="Add RPC endpoint"
        variant="secondary"
        busy={f.busy}
        disabled={!f.rpc}
        onPress={f.addRpc}
      />
      {f.hasOwnRpc ? (
        <Button label="Use the defaults" variant="ghost" busy={f.busy} onPress={f.useDefaults} />
      ) : null}
      <View style={styles.keys}>
        <Choice
          label="Service"
          options={f.services.map((s) => ({ value: s.service, label: s.label }))}
          value={f.service}
          onChange={f.setService}
        />
        <TextField
          label="API key"
          secureTextEntry
          autoComplete="off"
          value={f.key}
          error={f.keyError}
          onChangeText={f.setKey}
        />
        <Button label="Save key" busy={f.busy} disabled={!f.key} onPress={f.saveKey} />
        <Button label="Remove key" variant="ghost" busy={f.busy} onPress={f.removeKey} />
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
