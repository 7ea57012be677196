/**
 * Receive: the coin's full address, its QR code, copy, the way to its other addresses and, on the
 * devnet, one click to fund the address from the local node's faucet.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FAUCET_AMOUNT, fundFromFaucet, useFaucetOffer } from '../../state/faucet';
import type { CoinView } from '../../state/types';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QrCode } from '../../ui/QrCode';
import { showToast } from '../../ui/toast';
import styles from './Home.module.css';

export function ReceiveDialog({ coin, onClose }: { coin: CoinView | null; onClose: () => void }) {
  const navigate = useNavigate();
  const offer = useFaucetOffer(coin && !coin.networkMismatch ? coin : null);
  const [funding, setFunding] = useState(false);
  const fund = async () => {
    if (!offer || !coin) return;
    setFunding(true);
    try {
      await fundFromFaucet(offer, coin);
      showToast(
        'success',
        'Funded from the devnet faucet',
        `${FAUCET_AMOUNT} ${offer.symbol} sent to your address`,
      );
    } catch (e) {
      showToast('error', 'The faucet did not fund the address', e instanceof Error ? e.message : String(e));
    } finally {
      setFunding(false);
    }
  };
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
          {offer ? (
            <Button variant="secondary" block busy={funding} onClick={() => void fund()}>
              Fund with {FAUCET_AMOUNT} {offer.symbol} from the devnet faucet
            </Button>
          ) : null}
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
