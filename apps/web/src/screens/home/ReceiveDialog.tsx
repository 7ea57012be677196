/** Receive: the coin's full address, its QR code, copy, and the way to its other addresses. */
import { useNavigate } from 'react-router';
import type { CoinView } from '../../state/types';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QrCode } from '../../ui/QrCode';
import styles from './Home.module.css';

export function ReceiveDialog({ coin, onClose }: { coin: CoinView | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={coin !== null} title={coin ? `Receive ${coin.name}` : 'Receive'} onClose={onClose}>
      {coin?.networkMismatch ? (
        // The stored address belongs to another network: never offer it for receiving.
        <div className={styles.receiveBody} data-testid="receive-unavailable">
          <Notice kind="warning">{coin.networkMismatch}</Notice>
        </div>
      ) : coin ? (
        <div className={styles.receiveBody}>
          <QrCode value={coin.address} label={`QR code of your ${coin.name} address`} />
          <p className={styles.fullAddress} data-testid="receive-address">
            {coin.address}
          </p>
          <Notice kind="info">
            Send only {coin.name} ({coin.symbol}) and tokens of this network to this address.
          </Notice>
          <CopyButton
            text={coin.address}
            label="Copy address"
            done="Address copied"
            block
            data-autofocus=""
          />
          <Button
            variant="ghost"
            block
            onClick={() => {
              onClose();
              void navigate(`/home/addresses/${encodeURIComponent(coin._id)}`);
            }}
          >
            Other addresses
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
