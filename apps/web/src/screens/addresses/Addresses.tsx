/**
 * A coin's addresses (/home/addresses/:coinId): the derived list, "Add 50 more", an address at a
 * custom path, choosing the active address (used everywhere in the app) and deleting one, which
 * asks first (DeleteAddressDialog). Every rule and refusal is the wallet package's; the path
 * check is the chains package's.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { addressLabel } from '@kestrel/ui-state/format';
import {
  addCustomPathAddress,
  ACTIVE_ADDRESS_REFUSAL,
  addMoreAddresses,
  deleteAddress,
  lastAddressMessage,
  selectAddress,
  useStoreWallet,
} from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyButton } from '../../ui/CopyButton';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { dismissToast, showToast } from '../../ui/toast';
import { refreshBalances } from '@kestrel/ui-state/balances';
import styles from './Addresses.module.css';
import { DeleteAddressDialog, type DeleteTarget } from './DeleteAddressDialog';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** Refusals of a rule carry the exact text to show; anything else is a failure. */
const isRule = (e: unknown) =>
  e instanceof Error && ['WalletRuleError', 'KeyInputError', 'VaultError'].includes(e.name);

export default function Addresses() {
  const { coinId = '' } = useParams();
  const wallet = useStoreWallet();
  const coin = wallet?.coins.find((c) => c._id === coinId);
  const [adding, setAdding] = useState(false);
  const [path, setPath] = useState('');
  const [pathError, setPathError] = useState<string | null>(null);
  const [pathBusy, setPathBusy] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  if (!wallet || !coin) {
    return (
      <>
        <h1>Addresses</h1>
        <Notice kind="error">This coin is not in the selected wallet.</Notice>
        <Link to="/home">Back to Home</Link>
      </>
    );
  }

  const list = coin.deriveAddresses ?? [
    { address: coin.address, derivePath: coin.derivePath ?? '', isCustom: false },
  ];

  const addMore = async () => {
    setAdding(true);
    const progress = showToast('progress', 'Adding addresses');
    try {
      const n = await addMoreAddresses(coin._id);
      dismissToast(progress);
      showToast('success', 'Success', `${n} addresses added`);
    } catch (e) {
      dismissToast(progress);
      if (isRule(e)) showToast('error', message(e));
      else showToast('error', 'Something Went wrong', message(e));
    } finally {
      setAdding(false);
    }
  };

  const addPath = async (e: FormEvent) => {
    e.preventDefault();
    setPathBusy(true);
    try {
      const address = await addCustomPathAddress(coin._id, path);
      setPath('');
      setPathError(null);
      showToast('success', 'Address added', addressLabel(address));
    } catch (err) {
      setPathError(message(err));
    } finally {
      setPathBusy(false);
    }
  };

  /** The stored balance is the active address's: read it again for the address now active. */
  const refreshActive = () => void refreshBalances([coin._id]).catch(() => undefined);

  const use = async (address: string) => {
    try {
      await selectAddress(coin._id, coin.chain_name, address);
      showToast('success', 'Active address changed', addressLabel(address));
      refreshActive();
    } catch (e) {
      showToast('error', message(e));
    }
  };

  /** Asks first; with one address left the rule's refusal comes at once, before any question. */
  const askDelete = (a: { address: string; derivePath: string }) => {
    if (list.length <= 1) return void lastAddressMessage().then((m) => showToast('error', m));
    setDeleting({ address: a.address, derivePath: a.derivePath, active: a.address === coin.address });
  };

  const remove = async (address: string, newActive: string | null) => {
    try {
      if (address === coin.address) {
        if (!newActive || newActive === address) throw new Error(ACTIVE_ADDRESS_REFUSAL);
        await selectAddress(coin._id, coin.chain_name, newActive);
      }
      await deleteAddress(coin._id, address);
      setDeleting(null);
      showToast('success', 'Address deleted', addressLabel(address));
      if (newActive) refreshActive();
    } catch (e) {
      showToast('error', message(e));
    }
  };

  return (
    <>
      <p className={styles.back}>
        <Link to="/home">← Home</Link>
      </p>
      <h1>{coin.name} addresses</h1>
      <Card aria-labelledby="active-title" className={styles.active}>
        <h2 id="active-title">Active address</h2>
        <p className={styles.full} data-testid="active-address">
          {coin.address}
        </p>
        {coin.derivePath ? <p className={styles.path}>Path {coin.derivePath}</p> : null}
        <CopyButton text={coin.address} label="Copy address" done="Address copied" size="s" />
      </Card>

      <Card aria-labelledby="more-title" className={styles.tools}>
        <h2 id="more-title">More addresses</h2>
        <p className={styles.lead}>
          Every address comes from this wallet&apos;s recovery phrase; the same phrase restores them all.
        </p>
        <Button onClick={() => void addMore()} busy={adding}>
          Add 50 more
        </Button>
        {wallet.isImportWalletWithPrivateKey ? (
          <Notice kind="info">This wallet was imported with a private key: it has one address.</Notice>
        ) : (
          <form onSubmit={(e) => void addPath(e)} noValidate className={styles.pathForm}>
            <TextField
              label="Custom derivation path"
              hint={`For example ${coin.derivePath || "m/44'/60'/0'/0/7"}`}
              value={path}
              mono
              autoComplete="off"
              spellCheck={false}
              error={pathError}
              onChange={(e) => setPath(e.target.value)}
            />
            <Button type="submit" variant="secondary" busy={pathBusy}>
              Add address at this path
            </Button>
          </form>
        )}
      </Card>

      <section aria-labelledby="list-title">
        <h2 id="list-title" className={styles.listTitle}>
          {list.length} {list.length === 1 ? 'address' : 'addresses'}
        </h2>
        <ol className={styles.list}>
          {list.map((a) => {
            const label = addressLabel(a.address);
            const active = a.address === coin.address;
            return (
              <li key={a.address} className={styles.row} data-path={a.derivePath} data-active={active}>
                <div className={styles.rowMain}>
                  <span className={styles.label} title={a.address} data-testid="derived-address">
                    {label}
                  </span>
                  <span className={styles.path}>
                    {a.derivePath || 'imported key'}
                    {a.isCustom ? ' · custom' : ''}
                  </span>
                </div>
                {active ? (
                  <span className={styles.badge}>Active</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="s"
                    onClick={() => void use(a.address)}
                    aria-label={`Use address ${label}`}
                  >
                    Use
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="s"
                  onClick={() => askDelete(a)}
                  aria-label={`Delete address ${label}`}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path
                      d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  </svg>
                  <span className={styles.deleteText}>Delete</span>
                </Button>
              </li>
            );
          })}
        </ol>
      </section>
      <DeleteAddressDialog
        coin={coin}
        target={deleting}
        others={list.filter((a) => a.address !== deleting?.address)}
        onDelete={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
