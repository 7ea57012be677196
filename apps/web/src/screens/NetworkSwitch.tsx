/**
 * The network switch in the app header: mainnet, testnet or devnet (local nodes). A wallet's
 * session belongs to one network, so switching locks the wallet after a confirmation; it opens
 * on the new network with the password. The choice is kept (@kestrel/ui-state network.ts).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NetworkName } from '@kestrel/wallet';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { NETWORK_LABELS, NETWORKS, isNetworkName } from '@kestrel/ui-state/network';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { showToast } from '../ui/toast';
import styles from './coin/Coin.module.css';

export function NetworkSwitch() {
  const { network } = useSession();
  const navigate = useNavigate();
  const [next, setNext] = useState<NetworkName | null>(null);
  const confirm = () => {
    if (!next) return;
    session.setNetwork(next);
    showToast(
      'message',
      `Network: ${NETWORK_LABELS[next]}`,
      'Unlock the wallet to continue on this network.',
    );
    setNext(null);
    void navigate('/unlock', { replace: true });
  };
  return (
    <>
      <label className={styles.network}>
        <span className="visually-hidden">Network</span>
        <select
          title="Network (devnet: the local Hardhat and litecoind nodes)"
          value={network}
          data-testid="network-switch"
          onChange={(e) => {
            if (isNetworkName(e.target.value) && e.target.value !== network) setNext(e.target.value);
          }}
        >
          {NETWORKS.map((n) => (
            <option key={n} value={n}>
              {NETWORK_LABELS[n]}
            </option>
          ))}
        </select>
      </label>
      <Dialog
        open={next !== null}
        title={next ? `Switch to ${NETWORK_LABELS[next]}?` : 'Switch network'}
        onClose={() => setNext(null)}
      >
        <p>The wallet locks and opens again on the new network with your password.</p>
        <div className={styles.actions}>
          <Button onClick={confirm} data-autofocus="">
            Switch and lock
          </Button>
          <Button variant="secondary" onClick={() => setNext(null)}>
            Stay on {NETWORK_LABELS[network]}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
