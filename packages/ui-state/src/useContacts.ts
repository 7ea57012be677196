/**
 * The address book's entries on one chain (contactsOn, from the encrypted vault), for Send's
 * picker: empty until read, and empty when the read fails (the picker then shows nothing).
 */
import { useEffect, useState } from 'react';
import { contactsOn, type Contact } from './addressBook';

export function useContactsOn(chainName: string): Contact[] {
  const [contacts, setContacts] = useState<Contact[]>([]);
  useEffect(() => {
    let live = true;
    contactsOn(chainName).then(
      (list) => live && setContacts(list),
      () => live && setContacts([]),
    );
    return () => {
      live = false;
    };
  }, [chainName]);
  return contacts;
}

/** What each shell's address-book picker on Send (web ContactPicker, mobile ContactChips) takes. */
export interface ContactPickerProps {
  chainName: string;
  /** Fills the recipient with the chosen entry's address. */
  onPick: (address: string) => void;
}
