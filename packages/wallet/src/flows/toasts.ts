/** The toast sink the flows report to, and the exact send texts of spec §8 ("Send toasts"). */
export type ToastKind = 'progress' | 'success' | 'warning' | 'error' | 'message';

export interface FlowToast {
  kind: ToastKind;
  title: string;
  text?: string;
}

/** Where flows show toasts: the web shell's toaster, or an array in tests. */
export type ToastSink = (toast: FlowToast) => void;

/** Spec §8 send toasts, verbatim (grammar included). Body texts the spec does not show are ours. */
export const SEND_TOASTS = {
  alreadySent: 'Already sent with please check transaction explorer',
  feesLow: 'Transaction fees is low.',
  feesLowText: 'Please add a custom transaction fees.',
  polkadotWarning: 'Polkadot warning',
  polkadotWarningText: 'Receiver address should have minimum 1 DOT',
  somethingWrong: 'Something Went wrong',
  pending: 'Transaction pending',
  pendingText: 'Transaction take too long. Please check again later.',
  success: 'Transaction Successful',
  progress: 'Transaction In-progress',
  exchangeProgress: 'Exchange Transaction In-progress',
  updateProgress: 'Updated Transaction In-progress',
} as const;

/** Spec §8 "Other toasts" the flows use. */
export const OTHER_TOASTS = {
  lowBalance: 'Low Balance',
  /** Pending-transaction fetch failure. */
  error: 'Error',
} as const;

/** Spec §8: the node's code for a Polkadot receiver below the existential deposit. */
export const POLKADOT_RECEIVER_CODE = 'polkadot_receiver_should_1_dot';

/**
 * Success bodies per kind: the spec says the text depends on the kind but does not show it
 * (our wording).
 */
export const SUCCESS_TEXT: Record<string, string> = {
  plain: 'Your transaction was confirmed',
  token: 'Your token transfer was confirmed',
  nft: 'Your NFT transfer was confirmed',
  batch: 'Your batch transaction was confirmed',
  staking: 'Your staking transaction was confirmed',
  votes: 'Your votes were confirmed',
};

/** A sink that keeps every toast, for tests and headless use. */
export function collectingToastSink(): ToastSink & { toasts: FlowToast[] } {
  const toasts: FlowToast[] = [];
  const sink = ((t: FlowToast) => void toasts.push(t)) as ToastSink & { toasts: FlowToast[] };
  sink.toasts = toasts;
  return sink;
}
