/**
 * Hedera's CryptoTransfer in protobuf (hashgraph/hedera-protobufs: transaction_body.proto,
 * crypto_transfer.proto, basic_types.proto, transaction.proto), written on our own small writer.
 * The `*Msg` shapes are protobuf messages with optional fields (present = written); `sdkBody`
 * fills them as @hashgraph/sdk does, so our bytes equal the SDK's (transaction.sdk.test.ts),
 * while Trust Wallet Core's minimal form is the same messages with fewer fields present
 * (transaction.vectors.test.ts).
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import { bytesField, message, readFields, sint64Field, stringField, varintField } from './protobuf';

export interface AccountIdMsg {
  shardNum?: bigint;
  realmNum?: bigint;
  accountNum?: bigint;
  /** Serialized Key protobuf (a key alias) or a 20-byte EVM address. */
  alias?: Uint8Array;
}
export interface TimestampMsg {
  seconds?: bigint;
  nanos?: number;
}
export interface AccountAmountMsg {
  accountID: AccountIdMsg;
  amount?: bigint;
  isApproval?: boolean;
}
export interface TransactionIdMsg {
  transactionValidStart: TimestampMsg;
  accountID: AccountIdMsg;
  scheduled?: boolean;
}
export interface TransactionBodyMsg {
  transactionID: TransactionIdMsg;
  nodeAccountID: AccountIdMsg;
  transactionFee?: bigint;
  transactionValidDuration: { seconds?: bigint };
  memo?: string;
  /** CryptoTransferTransactionBody.transfers.accountAmounts, in the order written. */
  accountAmounts: AccountAmountMsg[];
}

export const encodeAccountId = (a: AccountIdMsg): Uint8Array =>
  message(
    varintField(1, a.shardNum),
    varintField(2, a.realmNum),
    varintField(3, a.accountNum),
    bytesField(4, a.alias),
  );

const encodeTimestamp = (t: TimestampMsg) => message(varintField(1, t.seconds), varintField(2, t.nanos));

const encodeAccountAmount = (a: AccountAmountMsg) =>
  message(
    bytesField(1, encodeAccountId(a.accountID)),
    sint64Field(2, a.amount),
    varintField(3, a.isApproval),
  );

export function encodeTransactionBody(b: TransactionBodyMsg): Uint8Array {
  const transferList = message(...b.accountAmounts.map((a) => bytesField(1, encodeAccountAmount(a))));
  return message(
    bytesField(
      1,
      message(
        bytesField(1, encodeTimestamp(b.transactionID.transactionValidStart)),
        bytesField(2, encodeAccountId(b.transactionID.accountID)),
        varintField(3, b.transactionID.scheduled),
      ),
    ),
    bytesField(2, encodeAccountId(b.nodeAccountID)),
    varintField(3, b.transactionFee),
    bytesField(4, message(varintField(1, b.transactionValidDuration.seconds))),
    stringField(6, b.memo),
    // field 14: cryptoTransfer { transfers (1): TransferList { accountAmounts (1) } }
    bytesField(14, message(bytesField(1, transferList))),
  );
}

/** SignedTransaction { bodyBytes, sigMap { sigPair { pubKeyPrefix, ed25519 } } }. */
export function encodeSignedTransaction(
  bodyBytes: Uint8Array,
  sigs: { publicKey: Uint8Array; signature: Uint8Array }[],
): Uint8Array {
  const pairs = sigs.map((s) =>
    bytesField(1, message(bytesField(1, s.publicKey), bytesField(3, s.signature))),
  );
  return message(bytesField(1, bodyBytes), bytesField(2, message(...pairs)));
}

/** Transaction { signedTransactionBytes (5) }: what CryptoService.cryptoTransfer takes. */
export const encodeTransaction = (signedTransaction: Uint8Array): Uint8Array =>
  bytesField(5, signedTransaction);

/** TransactionList { transaction_list (1) }: the SDK's `Transaction.toBytes()` form, one per node. */
export const encodeTransactionList = (transactions: Uint8Array[]): Uint8Array =>
  message(...transactions.map((t) => bytesField(1, t)));

// ---- What the adapter builds ----

/** An account as the transfer names it: a number, or (for a receiver without one) an alias. */
export interface HederaAccount {
  shard: bigint;
  realm: bigint;
  num?: bigint;
  alias?: Uint8Array;
}

export interface HederaTransfer {
  payer: HederaAccount;
  validStart: { seconds: bigint; nanos: number };
  node: HederaAccount;
  fee: bigint;
  validDuration: bigint;
  memo: string;
  from: HederaAccount;
  to: HederaAccount;
  amount: bigint;
}

/** The SDK's AccountID: shard and realm always, the number unless an alias stands in. */
function sdkAccountId(a: HederaAccount): AccountIdMsg {
  return a.alias
    ? { shardNum: a.shard, realmNum: a.realm, alias: a.alias }
    : { shardNum: a.shard, realmNum: a.realm, accountNum: a.num ?? 0n };
}

/**
 * The SDK sorts hbar transfers by account (shard, realm, number); its comparator gives no order
 * when an alias is involved, so the insertion order (receiver, then sender) stays.
 */
function ordered(t: HederaTransfer): { account: HederaAccount; amount: bigint }[] {
  const list = [
    { account: t.to, amount: t.amount },
    { account: t.from, amount: -t.amount },
  ];
  if (t.to.alias || t.from.alias) return list;
  const key = (a: HederaAccount) => [a.shard, a.realm, a.num ?? 0n] as const;
  return list.sort((x, y) => {
    const [a, b] = [key(x.account), key(y.account)];
    for (let i = 0; i < 3; i++) if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
    return 0;
  });
}

/** The TransactionBody message exactly as @hashgraph/sdk's TransferTransaction writes it. */
export function sdkBody(t: HederaTransfer): TransactionBodyMsg {
  return {
    transactionID: {
      transactionValidStart: { seconds: t.validStart.seconds, nanos: t.validStart.nanos },
      accountID: sdkAccountId(t.payer),
      scheduled: false,
    },
    nodeAccountID: sdkAccountId(t.node),
    transactionFee: t.fee,
    transactionValidDuration: { seconds: t.validDuration },
    memo: t.memo,
    accountAmounts: ordered(t).map((e) => ({
      accountID: sdkAccountId(e.account),
      amount: e.amount,
      isApproval: false,
    })),
  };
}

/** The mirror node's transaction id: `shard.realm.num-seconds-nanos` (nanos with 9 digits). */
export function transactionIdText(payer: HederaAccount, validStart: { seconds: bigint; nanos: number }) {
  return `${payer.shard}.${payer.realm}.${payer.num ?? 0n}-${validStart.seconds}-${String(validStart.nanos).padStart(9, '0')}`;
}

/** The node account each Transaction of a TransactionList (hex) is for, with its bytes. */
export function splitTransactionList(hex: string): { node: string; transaction: Uint8Array }[] {
  const fieldOf = (bytes: Uint8Array, n: number) => {
    const f = readFields(bytes).find((x) => x.field === n);
    if (!f || !('bytes' in f)) throw new Error(`missing protobuf field ${n}`);
    return f.bytes;
  };
  return readFields(hexToBytes(hex)).map((entry) => {
    if (!('bytes' in entry) || entry.field !== 1) throw new Error('not a Hedera TransactionList');
    const body = fieldOf(fieldOf(entry.bytes, 5), 1);
    const node = readFields(fieldOf(body, 2));
    const num = (k: number) => {
      const f = node.find((x) => x.field === k);
      return f && 'varint' in f ? f.varint : 0n;
    };
    return { node: `${num(1)}.${num(2)}.${num(3)}`, transaction: entry.bytes };
  });
}
