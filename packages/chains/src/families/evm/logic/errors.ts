/** Send errors decoded to the toasts of app-layer §8, and the failed-transaction record of app-layer §4. */

export interface SendToast {
  title: string;
  body?: string;
}

/** app-layer §8 "Send toasts", EVM rows. */
export function sendErrorToast(message: string): SendToast {
  // Nodes differ in case ("nonce too low" in geth, "Nonce too low" in Hardhat): same meaning.
  if (/could not coalesce error|nonce too low/i.test(message)) {
    return { title: 'Already sent with please check transaction explorer' };
  }
  if (/transaction underpriced/i.test(message)) {
    return { title: 'Transaction fees is low.', body: 'Please add a custom transaction fees.' };
  }
  return { title: message };
}

export interface FailedTransactionRecord {
  fromAddress: string;
  amount: string;
  toAddress: string;
  timestamp: number;
  contractAddress?: string;
  calls?: { to: string; amount: string; contractAddress?: string }[];
  chain_name: string;
  symbol: string;
}

/** What an EVM send stores when it fails (app-layer §4). */
export function failedTransactionRecord(
  r: Omit<FailedTransactionRecord, 'timestamp'>,
  now: () => number = Date.now,
): FailedTransactionRecord {
  const record: FailedTransactionRecord = {
    fromAddress: r.fromAddress,
    amount: r.amount,
    toAddress: r.toAddress,
    timestamp: now(),
    chain_name: r.chain_name,
    symbol: r.symbol,
  };
  if (r.contractAddress) record.contractAddress = r.contractAddress;
  if (r.calls) record.calls = r.calls;
  return record;
}
