/**
 * A token by its contract on one of the wallet's chains. A token already in the wallet is refused
 * with the Duplication toast ('{symbol} already added').
 */
import { useState, type FormEvent } from 'react';
import { addCustomToken } from '@kestrel/ui-state/catalogue';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import styles from './Catalogue.module.css';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function CustomToken({ chainNames }: { chainNames: Record<string, string> }) {
  const wallet = useCurrentWallet();
  const chains = [...new Set((wallet?.coins ?? []).map((c) => c.chain_name))];
  const [chain, setChain] = useState(chains.includes('ethereum') ? 'ethereum' : (chains[0] ?? ''));
  const [contract, setContract] = useState('');
  const [symbol, setSymbol] = useState('');
  const [name, setName] = useState('');
  const [decimals, setDecimals] = useState('18');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const dup = await addCustomToken({
        chain_name: chain,
        contractAddress: contract,
        symbol,
        name,
        decimal: /^\d+$/.test(decimals.trim()) ? Number(decimals.trim()) : NaN,
      });
      setError(null);
      if (dup) showToast('warning', dup.title, dup.message);
      else {
        showToast('success', `${symbol.trim().toUpperCase()} added`);
        setContract('');
        setSymbol('');
        setName('');
      }
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate>
      <Select
        label="Chain"
        value={chain}
        onChange={(e) => setChain(e.target.value)}
        options={chains.map((c) => ({ value: c, label: chainNames[c] ?? c }))}
      />
      <TextField
        label="Contract address"
        value={contract}
        mono
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setContract(e.target.value)}
      />
      <div className={styles.twoCols}>
        <TextField
          label="Symbol"
          value={symbol}
          maxLength={12}
          autoComplete="off"
          onChange={(e) => setSymbol(e.target.value)}
        />
        <TextField
          label="Decimals"
          value={decimals}
          inputMode="numeric"
          maxLength={2}
          onChange={(e) => setDecimals(e.target.value)}
        />
      </div>
      <TextField label="Name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        Add token
      </Button>
    </form>
  );
}
