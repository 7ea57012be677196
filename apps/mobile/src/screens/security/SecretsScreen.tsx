/**
 * Recovery phrase and private keys of the selected wallet (Settings › Security), each behind the
 * password. The secret lives in this screen's state only while shown and is dropped on Done or
 * when the screen goes.
 */
import { useState } from 'react';
import { Text } from 'react-native';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { exportPrivateKey, revealPhrase } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Screen } from '../../ui/Screen';
import { type } from '../../ui/theme';
import { PasswordPrompt } from './parts/PasswordPrompt';
import { SecretView } from './parts/SecretView';

type Open = null | 'phrase' | 'key';

export default function SecretsScreen() {
  const wallet = useCurrentWallet();
  const [open, setOpen] = useState<Open>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [chain, setChain] = useState('');
  if (!wallet) return null;
  const chains = [...new Set(wallet.coins.map((c) => c.chain_name))];
  const keyChain = chains.includes(chain) ? chain : (chains[0] ?? '');

  const close = () => {
    setSecret(null);
    setOpen(null);
  };

  return (
    <Screen title="Recovery phrase and keys">
      <Text style={type.body}>{`For ${wallet.walletName}. Your password is asked again.`}</Text>
      {open === null ? (
        <>
          {wallet.isImportWalletWithPrivateKey ? null : (
            <Button label="Reveal recovery phrase" variant="secondary" onPress={() => setOpen('phrase')} />
          )}
          <Button label="Export a private key" variant="secondary" onPress={() => setOpen('key')} />
        </>
      ) : secret ? (
        <>
          <SecretView kind={open} secret={secret} />
          <Button label="Done" variant="ghost" onPress={close} />
        </>
      ) : (
        <>
          <PasswordPrompt
            action={open === 'phrase' ? 'Show recovery phrase' : 'Show private key'}
            onSubmit={async (pw) =>
              setSecret(
                open === 'phrase'
                  ? await revealPhrase(wallet.id, pw)
                  : await exportPrivateKey(wallet.id, keyChain, pw),
              )
            }
          >
            {open === 'key' ? (
              <Choice
                label="Chain (the key of the active address on this network)"
                options={chains.map((c) => ({ value: c, label: c }))}
                value={keyChain}
                onChange={setChain}
              />
            ) : null}
          </PasswordPrompt>
          <Button label="Cancel" variant="ghost" onPress={close} />
        </>
      )}
    </Screen>
  );
}
