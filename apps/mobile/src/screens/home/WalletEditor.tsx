/**
 * One wallet's management in the switcher sheet: rename, move up or down (the wallet package's
 * refusals shown as they are), delete (said before asking: the only wallet stays; the wallet in
 * use goes only after switching to another one, chosen here; otherwise a plain confirmation of
 * what is lost, as the browser shell says it).
 */
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { deleteWalletAt, moveWalletAt } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { space } from '../../ui/theme';
import { showToast } from '../../ui/toast';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function WalletEditor({ index, onDone }: { index: number; onDone: () => void }) {
  const { allWallets, currentWalletIndex } = useSession();
  const wallet = allWallets[index];
  const [name, setName] = useState(wallet?.walletName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const others = allWallets.map((w, i) => ({ w, i })).filter(({ i }) => i !== index);
  const [switchTo, setSwitchTo] = useState(others[0]?.i ?? -1);
  const [busy, setBusy] = useState(false);
  if (!wallet) return null;
  const inUse = index === currentWalletIndex;

  const rename = async () => {
    if (!name.trim()) return setError('The wallet name is empty');
    setError(null);
    await session.renameWallet(index, name);
    showToast('success', 'Wallet renamed');
    onDone();
  };
  const move = async (direction: 'up' | 'down') => {
    try {
      await moveWalletAt(index, direction);
      onDone();
    } catch (e) {
      showToast('error', message(e));
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      if (inUse) await session.selectWallet(switchTo);
      await deleteWalletAt(index);
      showToast('success', 'Wallet deleted', wallet.walletName);
      onDone();
    } catch (e) {
      showToast('error', message(e));
      setBusy(false);
    }
  };

  if (deleting) {
    if (!others.length) {
      return (
        <View style={styles.box}>
          <Notice>This is your only wallet: a wallet can be deleted only while another one remains.</Notice>
          <Button label="OK" variant="secondary" onPress={() => setDeleting(false)} />
        </View>
      );
    }
    return (
      <View style={styles.box}>
        <Notice kind="warning">
          {`The wallet and its keys are removed from this device. ${
            wallet.isImportWalletWithPrivateKey
              ? 'Only its private key can bring it back.'
              : 'Only its recovery phrase can bring it back.'
          }`}
        </Notice>
        {inUse ? (
          <Choice
            label="This is the wallet in use. Switch to"
            options={others.map(({ w, i }) => ({ value: i, label: w.walletName }))}
            value={switchTo}
            onChange={setSwitchTo}
          />
        ) : null}
        <Button
          label={inUse ? 'Switch and delete' : 'Delete wallet'}
          variant="danger"
          busy={busy}
          onPress={() => void remove()}
        />
        <Button label="Cancel" variant="ghost" disabled={busy} onPress={() => setDeleting(false)} />
      </View>
    );
  }
  return (
    <View style={styles.box}>
      <TextField label="Wallet name" value={name} error={error} onChangeText={setName} />
      <Button label="Rename" variant="secondary" onPress={() => void rename()} />
      <View style={styles.row}>
        <View style={styles.cell}>
          <Button label="Move up" variant="secondary" onPress={() => void move('up')} />
        </View>
        <View style={styles.cell}>
          <Button label="Move down" variant="secondary" onPress={() => void move('down')} />
        </View>
      </View>
      <Button label={`Delete ${wallet.walletName}`} variant="ghost" onPress={() => setDeleting(true)} />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { paddingHorizontal: space.lg, paddingTop: space.md, gap: space.sm },
  row: { flexDirection: 'row', gap: space.sm },
  cell: { flex: 1 },
});
