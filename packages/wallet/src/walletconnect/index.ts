/** WalletConnect v2, wallet side (docs/wallet.md "WalletConnect"). */
export { WC_ERRORS, type WcError } from './errors';
export type { PendingRequest } from './execute';
export { MemoryKeyValueStorage } from './memoryStorage';
export type { ProposalReview } from './proposal';
export { WC_METHODS, type RequestReview } from './requests';
export { PUBLIC_RELAY_URL, WalletConnectWallet, type SessionView, type WalletConnectConfig } from './service';
export { parseWcUri, WC_URI_ERROR } from './uri';
