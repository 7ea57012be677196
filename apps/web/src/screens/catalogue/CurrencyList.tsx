/**
 * The catalogue's coins and tokens: search debounced by 800 ms and pages loaded while the
 * further-page flag is true (the wallet package's debounce and pager), each entry an
 * "in wallet" switch (add as a toggle, spec §4): @kestrel/ui-state's useCatalogueList, rendered.
 */
import { useCatalogueList } from '@kestrel/ui-state/useCatalogueList';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import styles from './Catalogue.module.css';

export function CurrencyList({ chainNames }: { chainNames: Record<string, string> }) {
  const l = useCatalogueList();
  return (
    <div className={styles.panel}>
      <TextField
        label="Search coins and tokens"
        type="search"
        value={l.query}
        autoComplete="off"
        spellCheck={false}
        hint="Name, symbol or chain"
        onChange={(e) => l.onQuery(e.target.value)}
      />
      {l.error ? <Notice kind="error">{l.error}</Notice> : null}
      <ul className={styles.list} aria-busy={l.loading} data-testid="catalogue-list">
        {l.items.map((c, i) => (
          <li key={c._id} className={styles.row} data-symbol={c.symbol} data-chain={c.chain_name}>
            <Switch
              label={`${c.symbol} on ${chainNames[c.chain_name] ?? c.chain_name}`}
              description={`${c.name} · ${c.type === 'token' ? 'token' : 'coin'}`}
              checked={l.inWallet(i)}
              onChange={() => l.toggle(c, l.inWallet(i))}
            />
          </li>
        ))}
      </ul>
      {l.empty ? <p className={styles.empty}>Nothing matches.</p> : null}
      {l.more ? (
        <Button variant="secondary" onClick={l.loadMore} busy={l.loading}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
