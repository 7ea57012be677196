/**
 * Settings' address book both shells show (web AddressBookCard, mobile AddressBookScreen): the
 * chosen chain's named addresses on this network (from the encrypted vault, read again for each
 * chain), saving one (checked by its chain; a refusal is the field's error and nothing is saved;
 * the fields are emptied once saved) and removing one, each with its toast.
 */
import { useCallback, useEffect, useState } from 'react';
import { contactsOn, deleteContact, saveContact, type Contact } from './addressBook';
import { chainOptions, type ChainOption } from './chains';
import { platform } from './platform';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function useAddressBook() {
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

  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      setContacts(await saveContact(chain, { name, address }));
      setName('');
      setAddress('');
      platform().notify({ kind: 'success', title: 'Address saved' });
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (c: Contact) => {
    try {
      setContacts(await deleteContact(chain, c.address));
      platform().notify({ kind: 'success', title: `${c.name} removed` });
    } catch (err) {
      platform().notify({ kind: 'error', title: 'Could not remove the address', text: message(err) });
    }
  };

  return {
    chains,
    chain,
    setChain,
    /** Another chain, with the last refusal cleared. */
    chooseChain: (c: string) => {
      setError(null);
      setChain(c);
    },
    contacts,
    name,
    setName,
    address,
    setAddress,
    error,
    busy,
    canSave: !!name && !!address,
    save: () => void save(),
    remove: (c: Contact) => void remove(c),
  };
}
