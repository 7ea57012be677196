/**
 * Receive: the address to receive at (the wallet's receiveAddress flow: an HD Bitcoin-family
 * account's first unused receive address, else the coin's address), its QR code, copy, the way to
 * the coin's other addresses and, on the devnet, one click to fund it from the local node's faucet.
 * The address is read each time the dialog opens, and again after the faucet paid it.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FAUCET_AMOUNT } from '@kestrel/ui-state/faucet';
import { useReceiveTarget } from '@kestrel/ui-state/useReceiveTarget';
import type { CoinView } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { QrCode } from '../../ui/QrCode';
import styles from './Home.module.css';

export function ReceiveDialog({ coin, onClose }: { coin: CoinView | null; onClose: () => void }) {
  return (
    <Dialog open={coin !== null} title={coin ? `Receive ${coin.name}` : 'Receive'} onClose={onClose}>
      {coin?.networkMismatch ? (
        // The stored address belongs to another network: never offer it for receiving.
        <div className={styles.receiveBody} data-testid="receive-unavailable">
          <Notice kind="warning">{coin.networkMismatch}</Notice>
        </div>
      ) : coin ? (
        // Mounted per opening, so each opening reads the address afresh.
        <ReceiveBody coin={coin} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ReceiveBody({ coin, onClose }: { coin: CoinView; onClose: () => void }) {
  const navigate = useNavigate();
  const { offer, target, funding, fund } = useReceiveTarget(coin);
  const body = useRef<HTMLDivElement>(null);
  // The dialog focused itself while the address was read: move focus to Copy once it is there.
  useEffect(() => {
    const dialog = body.current?.closest('[role="dialog"]');
    if (target && dialog && (document.activeElement === dialog || !dialog.contains(document.activeElement)))
      body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [target]);
  if (!target)
    return (
      <div className={styles.receiveBody} ref={body}>
        <p role="status">Reading your receive address…</p>
      </div>
    );
  return (
    <div className={styles.receiveBody} ref={body}>
      <QrCode value={target.address} label={`QR code of your ${coin.name} address`} />
      <p
        className={styles.fullAddress}
        data-testid="receive-address"
        data-derive-path={target.derivePath ?? ''}
      >
        {target.address}
      </p>
      {target.problem ? <Notice kind="warning">{target.problem}</Notice> : null}
      <Notice kind="info">
        Send only {coin.name} ({coin.symbol}) and tokens of this network to this address.
      </Notice>
      <CopyButton text={target.address} label="Copy address" done="Address copied" block data-autofocus="" />
      {offer ? (
        <Button variant="secondary" block busy={funding} onClick={() => fund(target.address)}>
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
  );
}
