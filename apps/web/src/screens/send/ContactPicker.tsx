/** Send's address book picker: the saved addresses of the coin's chain fill the recipient. */
import { useContactsOn, type ContactPickerProps } from '@kestrel/ui-state/useContacts';
import { Select } from '../../ui/Select';

export function ContactPicker({ chainName, onPick }: ContactPickerProps) {
  const contacts = useContactsOn(chainName);
  if (contacts.length === 0) return null;
  const options = [
    { value: '', label: 'Choose a saved address…' },
    ...contacts.map((c) => ({
      value: c.address,
      label: `${c.name} · ${c.address.slice(0, 8)}…${c.address.slice(-6)}`,
    })),
  ];
  return (
    <Select
      label="Address book"
      options={options}
      value=""
      onChange={(e) => {
        if (e.target.value) onPick(e.target.value);
      }}
    />
  );
}
