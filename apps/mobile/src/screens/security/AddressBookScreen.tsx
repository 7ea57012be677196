/**
 * The address book (Settings › Security): named addresses per chain on this network, kept in the
 * encrypted vault. An address is checked by its chain when saved (the reason is shown, nothing is
 * saved); a duplicate address or name is refused. Send offers the chain's entries as chips.
 */
import { useCallback, useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { contactsOn, deleteContact, saveContact, type Contact } from '@kestrel/ui-state/addressBook';
import { chainOptions, type ChainOption } from '@kestrel/ui-state/chains';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { colors, space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function AddressBookScreen() {
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    contactsOn(chain).then(
      (c) => live && setContacts(c),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [chain]);
  useEffect(() => {
    let live = true;
    void chainOptions().then((c) => live && setChains(c));
    return () => {
      live = false;
    };
  }, []);
  useEffect(reload, [reload]);

  const chooseChain = (c: string) => {
    setError(null);
    setChain(c);
  };

  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      setContacts(await saveContact(chain, { name, address }));
      setName('');
      setAddress('');
      showToast('success', 'Address saved');
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (c: Contact) => {
    try {
      setContacts(await deleteContact(chain, c.address));
      showToast('success', `${c.name} removed`);
    } catch (err) {
      showToast('error', 'Could not remove the address', message(err));
    }
  };

  return (
    <Screen title="Address book">
      <Text style={[type.body, styles.lead]}>
        Addresses you send to often, by name. Send offers them for their chain.
      </Text>
      <Choice
        label="Chain"
        options={chains.map((c) => ({ value: c.chain_name, label: c.name }))}
        value={chain}
        onChange={chooseChain}
      />
      {contacts.length ? (
        <View role="list" testID="address-book" style={styles.list}>
          {contacts.map((c) => (
            <View key={c.address} role="listitem" style={styles.row}>
              <Text style={type.heading}>{c.name}</Text>
              <Text selectable style={styles.address}>
                {c.address}
              </Text>
              <Button label={`Remove ${c.name}`} variant="ghost" onPress={() => void remove(c)} />
            </View>
          ))}
        </View>
      ) : (
        <Text style={[type.small, styles.lead]}>No saved address on this chain.</Text>
      )}
      <TextField label="Name" value={name} onChangeText={setName} />
      <TextField
        label="Address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        error={error}
        onChangeText={setAddress}
      />
      <Button
        label="Save address"
        variant="secondary"
        busy={busy}
        disabled={!name || !address}
        onPress={() => void save()}
      />
    </Screen>
  );
}

const styles = StyleSheet.create({
  lead: { marginBottom: space.md },
  list: { gap: space.sm, marginBottom: space.md },
  row: { backgroundColor: colors.surface, borderRadius: 10, padding: space.md, gap: space.xs },
  address: { fontFamily: 'monospace', fontSize: 14, color: colors.text },
});
