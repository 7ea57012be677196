/**
 * Recovery phrase and private keys of the selected wallet, each behind the password. The secret
 * lives in this card's state only while its dialog is open and is dropped when it closes.
 */
import { useState } from 'react';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { exportPrivateKey, revealPhrase } from '@kestrel/ui-state/manage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { PasswordPrompt } from './PasswordPrompt';
import { SecretView } from './SecretView';
import styles from './Secrets.module.css';

type Open = null | 'phrase' | 'key';

export function SecretsCard() {
  const wallet = useCurrentWallet();
  const [open, setOpen] = useState<Open>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const chains = [...new Set((wallet?.coins ?? []).map((c) => c.chain_name))];
  const [chain, setChain] = useState('');
  if (!wallet) return null;
  const keyChain = chains.includes(chain) ? chain : (chains[0] ?? '');

  const close = () => {
    setSecret(null);
    setOpen(null);
  };

  return (
    <Card aria-labelledby="secrets-title">
      <h2 id="secrets-title">Recovery phrase and keys</h2>
      <p className={styles.lead}>For {wallet.walletName}. Your password is asked again.</p>
      <div className={styles.buttons}>
        {wallet.isImportWalletWithPrivateKey ? null : (
          <Button variant="secondary" onClick={() => setOpen('phrase')}>
            Reveal recovery phrase
          </Button>
        )}
        <Button variant="secondary" onClick={() => setOpen('key')}>
          Export a private key
        </Button>
      </div>

      <Dialog open={open === 'phrase'} title="Recovery phrase" onClose={close}>
        {secret ? (
          <SecretView kind="phrase" secret={secret} />
        ) : (
          <PasswordPrompt
            action="Show recovery phrase"
            onSubmit={async (pw) => setSecret(await revealPhrase(wallet.id, pw))}
          />
        )}
      </Dialog>

      <Dialog open={open === 'key'} title="Export a private key" onClose={close}>
        {secret ? (
          <SecretView kind="key" secret={secret} />
        ) : (
          <PasswordPrompt
            action="Show private key"
            onSubmit={async (pw) => setSecret(await exportPrivateKey(wallet.id, keyChain, pw))}
          >
            <Select
              label="Chain"
              hint="The key of the active address on this network"
              value={keyChain}
              onChange={(e) => setChain(e.target.value)}
              options={chains.map((c) => ({ value: c, label: c }))}
            />
          </PasswordPrompt>
        )}
      </Dialog>
    </Card>
  );
}
