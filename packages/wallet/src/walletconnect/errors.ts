/**
 * The error answers a dapp gets. Requests follow EIP-1193 (4001 the user rejected) and EIP-3326
 * (4902 a chain the wallet does not know); a chain or method outside the session's approval gets
 * WalletConnect's SDK codes (5100 unsupported chains, 5101 unsupported methods), and a declined
 * proposal 5000 (WalletConnect's USER_REJECTED), as @walletconnect/utils' getSdkError defines them.
 */
export interface WcError {
  code: number;
  message: string;
}

export const WC_ERRORS = {
  requestRejected: { code: 4001, message: 'User rejected the request.' },
  proposalRejected: { code: 5000, message: 'User rejected.' },
  unsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  unsupportedMethods: { code: 5101, message: 'Unsupported methods.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID.' },
  invalidParams: { code: -32602, message: 'Invalid params.' },
  userDisconnected: { code: 6000, message: 'User disconnected.' },
} as const satisfies Record<string, WcError>;

/** A failure while carrying out an approved request, answered as an internal error with its text. */
export function internalError(e: unknown): WcError {
  return { code: -32603, message: e instanceof Error ? e.message : String(e) };
}
