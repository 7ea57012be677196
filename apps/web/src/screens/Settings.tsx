/**
 * Settings: local currency, privacy mode, notifications and option flags, fingerprint (where the
 * browser has a platform authenticator), lock time, lock now, change password, backup of a wallet
 * created with "back up later", the recovery phrase and private keys (behind the password), and
 * the batch delegation of the wallet's accounts with its revocation, and the providers (endpoints
 * per chain, API keys kept in the vault, your own RPC endpoint).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session, useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Select } from '../ui/Select';
import { Switch } from '../ui/Switch';
import styles from './Settings.module.css';
import { AddressBookCard } from './settings/AddressBookCard';
import { BackupCard } from './settings/BackupCard';
import { ChatsCard } from './settings/ChatsCard';
import { DelegationCard } from './settings/DelegationCard';
import { PasswordCard } from './settings/PasswordCard';
import { PreferencesCard } from './settings/PreferencesCard';
import { ProvidersCard } from './settings/ProvidersCard';
import { SecretsCard } from './settings/SecretsCard';

/** Fiat currencies offered for display (our choice; rates come from the product API later). */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'BRL', 'KRW', 'TRY'];

/** Auto-lock choices in minutes; 0 (the spec's default) never auto-locks. */
const LOCK_TIMES = [
  { value: '0', label: 'Never (lock by hand or by closing the tab)' },
  { value: '1', label: 'After 1 minute' },
  { value: '5', label: 'After 5 minutes' },
  { value: '15', label: 'After 15 minutes' },
  { value: '60', label: 'After 1 hour' },
];

export default function Settings() {
  const { settings } = useSession();
  const wallet = useCurrentWallet();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Home's backup prompt links to #backup: bring that card into view.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const lockTimes = LOCK_TIMES.some((o) => o.value === String(settings.lockTime))
    ? LOCK_TIMES
    : [...LOCK_TIMES, { value: String(settings.lockTime), label: `After ${settings.lockTime} minutes` }];

  return (
    <>
      <h1>Settings</h1>
      <div className={styles.sections}>
        <BackupCard />
        <Card aria-labelledby="display-title">
          <h2 id="display-title">Display</h2>
          <Select
            label="Local currency"
            value={settings.localCurrency}
            onChange={(e) => void session.updateSettings({ localCurrency: e.target.value })}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <Switch
            label="Privacy mode"
            description={`Hide amounts in ${wallet?.walletName ?? 'this wallet'}`}
            checked={wallet?.privacyMode ?? false}
            onChange={() => void session.togglePrivacyMode()}
          />
        </Card>
        <Card aria-labelledby="security-title">
          <h2 id="security-title">Security</h2>
          <Select
            label="Lock time"
            hint="Lock the wallet after this long without use. Reloading the page always locks it."
            value={String(settings.lockTime)}
            onChange={(e) => void session.updateSettings({ lockTime: Number(e.target.value) })}
            options={lockTimes}
          />
          <Button
            variant="secondary"
            onClick={() => {
              session.lock();
              void navigate('/unlock', { replace: true });
            }}
          >
            Lock now
          </Button>
        </Card>
        <PreferencesCard />
        <ChatsCard />
        <PasswordCard />
        <SecretsCard />
        <DelegationCard />
        <ProvidersCard />
        <AddressBookCard />
      </div>
    </>
  );
}
