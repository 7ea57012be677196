/**
 * The transaction results the devnet ledger gives, with rippled's codes (ripple-binary-codec's
 * definitions.json TRANSACTION_RESULTS) and texts (rippled src/libxrpl/protocol/TER.cpp).
 */
export const RESULTS = {
  tesSUCCESS: [0, 'The transaction was applied. Only final in a validated ledger.'],
  tecUNFUNDED_PAYMENT: [104, 'Insufficient XRP balance to send.'],
  tecNO_DST_INSUF_XRP: [125, 'Destination does not exist. Too little XRP sent to create it.'],
  tefALREADY: [-198, 'The exact transaction was already in this ledger.'],
  tefBAD_AUTH: [-196, "Transaction's public key is not authorized."],
  tefMAX_LEDGER: [-187, 'Ledger sequence too high.'],
  tefPAST_SEQ: [-190, 'This sequence number has already passed.'],
  telINSUF_FEE_P: [-394, 'Fee insufficient.'],
  temBAD_AMOUNT: [-298, 'Can only send positive amounts.'],
  temBAD_FEE: [-295, 'Invalid fee, negative or not XRP.'],
  temDISABLED: [-273, 'The transaction requires logic that is currently disabled.'],
  temREDUNDANT: [-275, 'The transaction is redundant.'],
  terINSUF_FEE_B: [-97, "Account balance can't pay fee."],
  terNO_ACCOUNT: [-96, 'The source account does not exist.'],
  terPRE_SEQ: [-92, 'Missing/inapplicable prior transaction.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ResultCode = keyof typeof RESULTS;

/** Results that put the transaction in a ledger: success, or a claimed fee (tec). */
export const applies = (r: ResultCode): boolean => r === 'tesSUCCESS' || r.startsWith('tec');

/** rippled's RPC error answers the server gives (rippled ErrorCodes.cpp). */
export const RPC_ERRORS = {
  actMalformed: [35, 'Account malformed.'],
  actNotFound: [19, 'Account not found.'],
  invalidParams: [31, 'Invalid parameters.'],
  // rippled's submit writes this one by hand, without an error_code, beside error_exception.
  invalidTransaction: [null, 'Invalid transaction.'],
  txnNotFound: [29, 'Transaction not found.'],
  unknownCmd: [32, 'Unknown method.'],
} as const satisfies Record<string, readonly [number | null, string]>;

export type RpcErrorName = keyof typeof RPC_ERRORS;
