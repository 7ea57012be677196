/**
 * Coin groups from the catalogue: each group adds all its coins at once. isGroupCoinsAdded marks
 * groups already complete; a group with a chain the wallet lacks is refused ('Some coins is missing').
 */
import { useEffect, useState } from 'react';
import { addCoinGroup, catalogueClient, groupFlags, type ApiCurrency } from '@kestrel/ui-state/catalogue';
import { useChainNames } from '@kestrel/ui-state/chains';
import { useStoreWallet } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import styles from './Catalogue.module.css';

interface Group {
  _id: string;
  name: string;
  coins: ApiCurrency[];
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function CoinGroups() {
  const chainNames = useChainNames();
  const wallet = useStoreWallet();
  const [groups, setGroups] = useState<Group[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [flags, setFlags] = useState<boolean[]>([]);

  const load = async (next: number) => {
    setLoading(true);
    try {
      const res = await (await catalogueClient()).listCoinGroups({ page: next });
      setGroups((g) => (next === 1 ? res.data : [...g, ...res.data]));
      setTotal(res.total);
      setPage(next);
      setError(null);
    } catch (e) {
      setError(`The coin groups could not be loaded: ${message(e)}`);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void load(1);
  }, []);

  useEffect(() => {
    let live = true;
    void groupFlags(groups).then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, [groups, wallet]);

  const add = async (g: Group) => {
    try {
      await addCoinGroup(g.coins);
      showToast('success', `${g.name} added`);
    } catch (e) {
      showToast('error', 'Group not added', message(e));
    }
  };

  return (
    <div className={styles.panel}>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <ul className={styles.groups} aria-busy={loading}>
        {groups.map((g, i) => (
          <li key={g._id} className={styles.group} data-group={g.name}>
            <div className={styles.groupText}>
              <span className={styles.groupName}>{g.name}</span>
              <span className={styles.groupCoins}>
                {g.coins
                  .map((c) => `${c.symbol} (${chainNames.get(c.chain_name) ?? c.chain_name})`)
                  .join(', ')}
              </span>
            </div>
            {flags[i] ? (
              <span className={styles.added}>Added</span>
            ) : (
              <Button size="s" onClick={() => void add(g)} aria-label={`Add ${g.name}`}>
                Add
              </Button>
            )}
          </li>
        ))}
      </ul>
      {total > groups.length && !error ? (
        <Button variant="secondary" onClick={() => void load(page + 1)} busy={loading}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
