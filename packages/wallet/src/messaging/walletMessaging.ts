/**
 * Messaging for a wallet of the unlocked session: the wallet's first account with an EVM address
 * signs the MLS identity (EIP-191 through the signer's family-neutral signPersonalMessage), and
 * the identity and conversations live in the session's vault.
 */
import type { FlowEnv } from '../flows/flowEnv';
import { walletOf } from '../flows/walletOf';
import type { Vault } from '../vault/vault';
import { MessagingClient } from './client';
import { MessagingInputError } from './errors';
import { isEvmAddress, type MessagingSigner } from './identity';
import { createRelayClient, type SocketFactory } from './relayClient';
import { vaultMessagingStore } from './state';
import type { MessagingLog } from './sync';

export interface WalletMessagingOptions {
  /** The product API's base URL (the relay is its /messaging routes). */
  relayBaseUrl: string;
  socket?: SocketFactory;
  log?: MessagingLog;
}

/** The signer of the wallet's messaging identity; MessagingInputError when the wallet has no EVM account. */
export async function walletMessagingSigner(env: FlowEnv, walletId?: string): Promise<MessagingSigner> {
  const wallet = walletOf(env.getState(), walletId);
  const coin = wallet.coins.find((c) => isEvmAddress(c.address) && !c.networkMismatch);
  if (!coin) throw new MessagingInputError('Messaging needs a wallet with an EVM account');
  const signer = await env.signers(wallet.id, coin);
  const sign = signer.signPersonalMessage;
  if (!sign) throw new MessagingInputError('This account cannot sign messages');
  return { address: coin.address, signPersonalMessage: (message) => sign.call(signer, message) };
}

export async function openWalletMessaging(
  env: FlowEnv,
  vault: Vault,
  walletId: string | undefined,
  options: WalletMessagingOptions,
): Promise<MessagingClient> {
  const signer = await walletMessagingSigner(env, walletId);
  const relay = createRelayClient({
    baseUrl: options.relayBaseUrl,
    ...(options.socket ? { socket: options.socket } : {}),
  });
  return MessagingClient.open({
    signer,
    relay,
    store: vaultMessagingStore(vault),
    ...(options.log ? { log: options.log } : {}),
  });
}
