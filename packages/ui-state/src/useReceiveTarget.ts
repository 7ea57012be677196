/**
 * The receive address both shells show (web ReceiveDialog, mobile ReceiveScreen): read through the
 * wallet's receiveAddress flow (useReceiveAddress) when shown and again after a change, and, on the
 * devnet, the faucet's offer to fund it (the toasts say what happened; the address is read again
 * after the faucet paid it). Pass null for a coin that must not receive (another network's address).
 */
import { useState } from 'react';
import { FAUCET_AMOUNT, fundFromFaucet, useFaucetOffer } from './faucet';
import { platform } from './platform';
import { useReceiveAddress } from './receive';
import type { CoinView } from './types';

export function useReceiveTarget(coin: CoinView | null) {
  const offer = useFaucetOffer(coin);
  const [round, setRound] = useState(0);
  const target = useReceiveAddress(coin, round);
  const [funding, setFunding] = useState(false);

  const fund = async (address: string) => {
    if (!offer || !coin) return;
    setFunding(true);
    try {
      await fundFromFaucet(offer, {
        _id: coin._id,
        address,
        decimal: coin.decimal,
        ...(coin.totalBalance !== undefined ? { totalBalance: coin.totalBalance } : {}),
      });
      platform().notify({
        kind: 'success',
        title: 'Funded from the devnet faucet',
        text: `${FAUCET_AMOUNT} ${offer.symbol} sent to your address`,
      });
      setRound((r) => r + 1);
    } catch (e) {
      platform().notify({
        kind: 'error',
        title: 'The faucet did not fund the address',
        text: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setFunding(false);
    }
  };

  return {
    /** The devnet faucet's offer for this coin, else null. */
    offer,
    /** Null while the address is read. */
    target,
    funding,
    fund: (address: string) => void fund(address),
    /** Reads the address again (after the active address changed). */
    reread: () => setRound((r) => r + 1),
  };
}
