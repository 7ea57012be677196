/** Encrypted peer-to-peer messaging (MLS, RFC 9420) through the product API's relay; docs/messaging.md. */
export { MessagingClient, type MessagingClientOptions } from './client';
export { MessagingError, MessagingInputError } from './errors';
export { checkForward, type ForwardRequest, type ForwardTarget } from './forward';
export { checkReply } from './content';
export type { MessagingSigner } from './identity';
export { createRelayClient, type RelayClient, type SocketFactory } from './relayClient';
export { vaultMessagingStore, type MessagingStore, type MessagingRecord } from './state';
export type { SyncResult } from './sync';
export {
  CONVERSATION_VERSION,
  MESSAGING_FAILURE,
  MESSAGING_PAGE_SIZE,
  type ConversationFilter,
  type MessagePage,
} from './types';
export { openWalletMessaging, walletMessagingSigner, type WalletMessagingOptions } from './walletMessaging';
