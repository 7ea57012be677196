/**
 * The wallet coin a coin's own screen (Send, Staking, Resources & votes) acts on, for both shells: the
 * flows (transfer kit), the coin with its chain's presentation hints once the wallet is open, the
 * fiat currency and privacy mode, and what the screen shows before it can show the coin (the
 * kit's error, still loading, or a coin that is not in the current wallet).
 */
import { useSession, useCurrentWallet } from './hooks';
import { usePresentations } from './presentation';
import { sendCoin, storedCoin, useTransferKit, type SendCoinView, type TransferKit } from './transfer';

export interface KitCoin {
  kit: TransferKit | null;
  coin: SendCoinView | null;
  /** The local currency fiat amounts are shown in. */
  currency: string;
  /** Privacy mode: amounts shown as dots. */
  hidden: boolean;
  /** Why the flows could not be loaded (e.g. the wallet is locked). */
  kitError: string | null;
  /** The kit, the wallet or the chain's hints are still being read. */
  loading: boolean;
}

export function useKitCoin(coinId: string): KitCoin {
  const snap = useSession(); // re-renders on every store change (stakes, resources, votes included)
  const wallet = useCurrentWallet();
  const { kit, error: kitError } = useTransferKit();
  const unlocked = !!kit && snap.status === 'unlocked';
  const chainName = unlocked ? storedCoin(kit, coinId)?.chain_name : undefined;
  const knownChain = !!chainName && !!kit?.chains.isChainName(chainName);
  const hints = usePresentations(knownChain && chainName ? [chainName] : []).get(chainName ?? '');
  return {
    kit,
    coin: unlocked && hints ? sendCoin(kit, coinId, hints) : null,
    currency: snap.settings.localCurrency,
    hidden: wallet?.privacyMode ?? false,
    kitError,
    loading: !kit || !wallet || (knownChain && !hints),
  };
}
