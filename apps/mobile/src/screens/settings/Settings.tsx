/**
 * Settings (in the `Sidebar` drawer): local currency, privacy mode, the network (switching locks:
 * a wallet's session belongs to one network), auto-lock time, lock now, the option flags of spec
 * §3 the shell acts on (fee options, search in home), and the fingerprint flag where the device has
 * a platform authenticator (only the flag is stored: unlocking still takes the password).
 */
import { useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import type { NetworkName } from '@kestrel/wallet';
import { chooseAutoLock } from '@kestrel/ui-state/autoLockChoice';
import { session, useCurrentWallet, useSession } from '@kestrel/ui-state/hooks';
import { platformAuthenticatorAvailable, setSettingsFlag, useCoreState } from '@kestrel/ui-state/manage';
import { NETWORK_LABELS, NETWORKS } from '@kestrel/ui-state/network';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { SwitchRow } from '../../ui/SwitchRow';
import { colors, space, type } from '../../ui/theme';
import { showToast } from '../../ui/toast';
import { SecurityLinks } from '../security/SecurityLinks';

/** Fiat currencies offered for display (the browser shell's list). */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'BRL', 'KRW', 'TRY'];

/** Auto-lock choices in minutes; 0 (the spec's default) never auto-locks. */
const LOCK_TIMES = [
  { value: 0, label: 'Never' },
  { value: 1, label: '1 min' },
  { value: 5, label: '5 min' },
  { value: 15, label: '15 min' },
  { value: 60, label: '1 hour' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" aria-level={2} style={[type.heading, styles.heading]}>
        {title}
      </Text>
      {children}
    </View>
  );
}

export default function Settings() {
  const { settings, network } = useSession();
  const wallet = useCurrentWallet();
  const flags = useCoreState((s) => s.settings);
  const [biometrics, setBiometrics] = useState(false);
  const [nextNetwork, setNextNetwork] = useState<NetworkName | null>(null);
  useEffect(() => {
    let live = true;
    void platformAuthenticatorAvailable().then((ok) => live && setBiometrics(ok));
    return () => {
      live = false;
    };
  }, []);
  const lockTimes = LOCK_TIMES.some((o) => o.value === settings.lockTime)
    ? LOCK_TIMES
    : [...LOCK_TIMES, { value: settings.lockTime, label: `${settings.lockTime} min` }];
  const switchNetwork = (next: NetworkName) => {
    session.setNetwork(next);
    showToast(
      'message',
      `Network: ${NETWORK_LABELS[next]}`,
      'Unlock the wallet to continue on this network.',
    );
    setNextNetwork(null);
  };
  return (
    <Screen>
      <Section title="Display">
        <Choice
          label="Local currency"
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={settings.localCurrency}
          onChange={(c) => void session.updateSettings({ localCurrency: c })}
        />
        <SwitchRow
          label="Privacy mode"
          hint={`Hide amounts in ${wallet?.walletName ?? 'this wallet'}`}
          value={wallet?.privacyMode ?? false}
          onChange={() => void session.togglePrivacyMode()}
        />
      </Section>
      <Section title="Security">
        <Choice
          label="Lock after this long without use"
          options={lockTimes}
          value={settings.lockTime}
          onChange={(m) => void chooseAutoLock(m)}
        />
        {biometrics && flags ? (
          <SwitchRow
            label="Fingerprint"
            hint="Use this device's fingerprint or face unlock where offered"
            value={flags.fingerprint}
            onChange={(v) => void setSettingsFlag('fingerprint', v)}
          />
        ) : null}
        <Button label="Lock now" variant="secondary" onPress={() => session.lock()} testID="lock-now" />
        <SecurityLinks />
      </Section>
      <Section title="Network">
        <Choice
          label="Network"
          options={NETWORKS.map((n) => ({ value: n, label: NETWORK_LABELS[n] }))}
          value={nextNetwork ?? network}
          onChange={(n) => setNextNetwork(n === network ? null : n)}
        />
        {nextNetwork ? (
          <View style={styles.confirm}>
            <Text style={type.body}>
              {`Switch to ${NETWORK_LABELS[nextNetwork]}? The wallet locks and opens on the new network with your password.`}
            </Text>
            <Button
              label={`Switch to ${NETWORK_LABELS[nextNetwork]}`}
              onPress={() => switchNetwork(nextNetwork)}
            />
            <Button label="Cancel" variant="ghost" onPress={() => setNextNetwork(null)} />
          </View>
        ) : null}
      </Section>
      {flags ? (
        <Section title="Options">
          <SwitchRow
            label="Fee options"
            hint="Choose the network fee when sending (Normal, Recommended or your own); off: the Recommended fee"
            value={flags.feesOptions}
            onChange={(v) => void setSettingsFlag('feesOptions', v)}
          />
          <SwitchRow
            label="Search in home screen"
            hint="Find a coin on Home by chain:symbol"
            value={flags.searchInHomeScreen}
            onChange={(v) => void setSettingsFlag('searchInHomeScreen', v)}
          />
          <SwitchRow
            label="Chats"
            hint="End-to-end encrypted messages with other wallets, by their 0x address"
            value={flags.chatsOptions}
            onChange={(v) => void setSettingsFlag('chatsOptions', v)}
          />
        </Section>
      ) : null}
    </Screen>
  );
}

const styles = StyleSheet.create({
  section: {
    backgroundColor: colors.surface,
    borderRadius: 12,
    padding: space.lg,
    marginBottom: space.lg,
  },
  heading: { marginBottom: space.md },
  confirm: { gap: space.sm },
});
