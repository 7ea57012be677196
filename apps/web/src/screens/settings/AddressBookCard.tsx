/**
 * The address book: named addresses per chain on this network, kept in the encrypted vault. An
 * address is checked by its chain when saved (the reason is shown, nothing is saved); a duplicate
 * address or name is refused. Send offers the chain's entries as a picker.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { contactsOn, deleteContact, saveContact, type Contact } from '@kestrel/ui-state/addressBook';
import { chainOptions, type ChainOption } from '@kestrel/ui-state/chains';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Secrets.module.css';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function AddressBookCard() {
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    contactsOn(chain).then(setContacts, () => setContacts([]));
  }, [chain]);
  useEffect(() => void chainOptions().then(setChains), []);
  useEffect(reload, [reload]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
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
    <Card aria-labelledby="address-book-title">
      <h2 id="address-book-title">Address book</h2>
      <p className={styles.lead}>Addresses you send to often, by name. Send offers them for their chain.</p>
      <Select
        label="Chain"
        value={chain}
        onChange={(e) => setChain(e.target.value)}
        options={chains.map((c) => ({ value: c.chain_name, label: c.name }))}
      />
      {contacts.length ? (
        <ul data-testid="address-book">
          {contacts.map((c) => (
            <li key={c.address}>
              <strong>{c.name}</strong> <code>{c.address}</code>{' '}
              <Button type="button" variant="ghost" onClick={() => void remove(c)}>
                Remove {c.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved address on this chain.</p>
      )}
      <form onSubmit={(e) => void save(e)} noValidate className={styles.form}>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Address"
          mono
          autoComplete="off"
          spellCheck={false}
          value={address}
          error={error}
          onChange={(e) => setAddress(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary" busy={busy} disabled={!name || !address}>
            Save address
          </Button>
        </div>
      </form>
    </Card>
  );
}
