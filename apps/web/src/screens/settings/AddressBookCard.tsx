/**
 * The address book: named addresses per chain on this network, kept in the encrypted vault. An
 * address is checked by its chain when saved (the reason is shown, nothing is saved); a duplicate
 * address or name is refused. Send offers the chain's entries as a picker.
 */
import { useAddressBook } from '@kestrel/ui-state/useAddressBook';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import styles from './Secrets.module.css';

export function AddressBookCard() {
  const b = useAddressBook();

  return (
    <Card aria-labelledby="address-book-title">
      <h2 id="address-book-title">Address book</h2>
      <p className={styles.lead}>Addresses you send to often, by name. Send offers them for their chain.</p>
      <Select
        label="Chain"
        value={b.chain}
        onChange={(e) => b.setChain(e.target.value)}
        options={b.chains.map((c) => ({ value: c.chain_name, label: c.name }))}
      />
      {b.contacts.length ? (
        <ul data-testid="address-book">
          {b.contacts.map((c) => (
            <li key={c.address}>
              <strong>{c.name}</strong> <code>{c.address}</code>{' '}
              <Button type="button" variant="ghost" onClick={() => b.remove(c)}>
                Remove {c.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved address on this chain.</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          b.save();
        }}
        noValidate
        className={styles.form}
      >
        <TextField label="Name" value={b.name} onChange={(e) => b.setName(e.target.value)} />
        <TextField
          label="Address"
          mono
          autoComplete="off"
          spellCheck={false}
          value={b.address}
          error={b.error}
          onChange={(e) => b.setAddress(e.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary" busy={b.busy} disabled={!b.canSave}>
            Save address
          </Button>
        </div>
      </form>
    </Card>
  );
}
