/**
 * Send's address book: the saved addresses of the coin's chain (the shared contactsOn, from the
 * encrypted vault), one chip each; a tap fills the recipient. Nothing shows without entries.
 */
import { Text, View } from 'react-native';
import { useContactsOn, type ContactPickerProps } from '@kestrel/ui-state/useContacts';
import { addressLabel } from '@kestrel/ui-state/format';
import { Chips } from '../../batch/parts/Chips';
import { look } from '../../coin/parts/look';

export function ContactChips({ chainName, onPick }: ContactPickerProps) {
  const contacts = useContactsOn(chainName);
  if (contacts.length === 0) return null;
  return (
    <View style={{ gap: 4 }}>
      <Text style={look.muted}>Address book</Text>
      <Chips
        label="Address book"
        value=""
        onChange={onPick}
        options={contacts.map((c) => ({ value: c.address, label: `${c.name} · ${addressLabel(c.address)}` }))}
      />
    </View>
  );
}
