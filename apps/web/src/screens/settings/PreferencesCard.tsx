/**
 * Notifications, the option flags of spec §3 that the web shell acts on (fee options: the fee
 * choice in Send; search in the home screen) and, where this browser has a platform
 * authenticator, the fingerprint switch: turning it on creates a WebAuthn credential on this
 * device and from then on unlocking needs the device's fingerprint or face check besides the
 * password (lib/webauthn.ts); turning it off forgets the credential. The chats option has its own card (ChatsCard).
 */
import { useEffect, useState } from 'react';
import {
  platformAuthenticatorAvailable,
  setNotifications,
  setSettingsFlag,
  useCoreState,
} from '@kestrel/ui-state/manage';
import { createUnlockCredential, forgetUnlockCredential } from '../../lib/webauthn';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import { showToast } from '../../ui/toast';

/** On: a credential first (the flag follows only if the device made one); off: the credential goes. */
async function setFingerprint(on: boolean): Promise<void> {
  if (!on) {
    forgetUnlockCredential();
    return setSettingsFlag('fingerprint', false);
  }
  try {
    await createUnlockCredential();
  } catch (e) {
    showToast('error', 'Fingerprint unlock was not turned on', e instanceof Error ? e.message : String(e));
    return;
  }
  await setSettingsFlag('fingerprint', true);
}

export function PreferencesCard() {
  const settings = useCoreState((s) => s.settings);
  const [biometrics, setBiometrics] = useState(false);

  useEffect(() => {
    let live = true;
    void platformAuthenticatorAvailable().then((ok) => live && setBiometrics(ok));
    return () => {
      live = false;
    };
  }, []);

  if (!settings) return null;
  return (
    <Card aria-labelledby="prefs-title">
      <h2 id="prefs-title">Notifications and options</h2>
      <Switch
        label="Received"
        description="Notify me when funds arrive"
        checked={settings.notifications.received}
        onChange={(v) => void setNotifications({ received: v })}
      />
      <Switch
        label="Sent"
        description="Notify me when a transaction I sent is confirmed"
        checked={settings.notifications.sent}
        onChange={(v) => void setNotifications({ sent: v })}
      />
      <Switch
        label="Fee options"
        description="Choose the network fee when sending (Normal, Recommended or your own); off: the Recommended fee"
        checked={settings.feesOptions}
        onChange={(v) => void setSettingsFlag('feesOptions', v)}
      />
      <Switch
        label="Search in home screen"
        description="Find a coin on Home by chain:symbol"
        checked={settings.searchInHomeScreen}
        onChange={(v) => void setSettingsFlag('searchInHomeScreen', v)}
      />
      {biometrics ? (
        <Switch
          label="Fingerprint"
          description="Unlocking also asks for this device's fingerprint or face check"
          checked={settings.fingerprint}
          onChange={(v) => void setFingerprint(v)}
        />
      ) : null}
    </Card>
  );
}
