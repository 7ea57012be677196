/**
 * The address book (Settings › Security): named addresses per chain on this network, kept in the
 * encrypted vault. An address is checked by its chain when saved (the reason is shown, nothing is
 * saved); a duplicate address or name is refused. Send offers the chain's entries as chips.
 */
import { StyleSheet, Text, View } from 'react-native';
import { useAddressBook } from '@kestrel/ui-state/useAddressBook';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';

export default function AddressBookScreen() {
  const b = useAddressBook();

  return (
    <Screen title="Address book">
      <Text style={[type.body, styles.lead]}>
        Addresses you send to often, by name. Send offers them for their chain.
      </Text>
      <Choice
        label="Chain"
        options={b.chains.map((c) => ({ value: c.chain_name, label: c.name }))}
        value={b.chain}
        onChange={b.chooseChain}
      />
      {b.contacts.length ? (
        <View role="list" testID="address-book" style={styles.list}>
          {b.contacts.map((c) => (
            <View key={c.address} role="listitem" style={styles.row}>
              <Text style={type.heading}>{c.name}</Text>
              <Text selectable style={styles.address}>
                {c.address}
              </Text>
              <Button label={`Remove ${c.name}`} variant="ghost" onPress={() => b.remove(c)} />
            </View>
          ))}
        </View>
      ) : (
        <Text style={[type.small, styles.lead]}>No saved address on this chain.</Text>
      )}
      <TextField label="Name" value={b.name} onChangeText={b.setName} />
      <TextField
        label="Address"
        autoComplete="off"
        spellCheck={false}
        value={b.address}
        error={b.error}
        onChangeText={b.setAddress}
      />
      <Button label="Save address" variant="secondary" busy={b.busy} disabled={!b.canSave} onPress={b.save} />
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.md },
  list: { gap: space.sm, marginBottom: space.md },
  row: { backgroundColor: colors.surface, borderRadius: 10, padding: space.md, gap: space.xs },
  address: { fontFamily: 'monospace', fontSize: 14, color: colors.text },
});
