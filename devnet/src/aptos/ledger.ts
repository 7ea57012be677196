/**
 * The devnet's Aptos ledger: accounts (APT balance, sequence number, whether the Account resource
 * exists), one version per committed transaction, and each user transaction in the node REST API's
 * JSON shape. A submitted BCS SignedTransaction is decoded with @aptos-labs/ts-sdk, its ed25519
 * signature checked over the SDK's signing message and its key against the sender's
 * authentication key, then validated as the prologue does (chain id, expiration, sequence number,
 * the gas deposit) and run: 0x1::aptos_account::transfer moves the APT and creates the receiver's
 * account. Simulations run the same rules on a copy and refuse a valid signature, as nodes do.
 */
import {
  AccountAddress,
  AccountAuthenticatorNoAccountAuthenticator,
  Deserializer,
  EntryFunction,
  EntryFunctionBytes,
  generateSigningMessageForTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionAuthenticatorSingleSender,
  TransactionPayloadEntryFunction,
} from '@aptos-labs/ts-sdk';
import { createHash } from 'node:crypto';

/** Aptos' chain id of a local network. */
export const CHAIN_ID = 4;
/** Gas units the devnet charges: a transfer to an existing account, and one that creates it. */
export const GAS = { transfer: 11n, createAccount: 1_011n } as const;
export const GAS_PRICE = { deprioritized: 100, normal: 100, prioritized: 150 } as const;
/** The faucet's own account (its transactions are the funding rows). */
export const FAUCET_ADDRESS = `0x${'fa'.repeat(32)}`;
const TOLERATED_STATUS =
  'Move abort in 0x1::transaction_validation: PROLOGUE_ECANT_PAY_GAS_DEPOSIT(0x203ed): ';
const INSUFFICIENT =
  'Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): Insufficient balance to withdraw or transfer.';

export interface Account {
  balance: bigint;
  sequence: bigint;
  /** Whether the Account resource exists (GET /accounts/{addr} answers 404 otherwise). */
  exists: boolean;
}

export type Json = Record<string, unknown>;

/** A node error answer: HTTP status and {message, error_code, vm_error_code}. */
export class NodeError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly vmErrorCode: number | null = null,
  ) {
    super(message);
  }
  get body() {
    return { message: this.message, error_code: this.errorCode, vm_error_code: this.vmErrorCode };
  }
}

const VM_CODES = {
  INVALID_SIGNATURE: 1,
  INVALID_AUTH_KEY: 2,
  SEQUENCE_NUMBER_TOO_OLD: 3,
  SEQUENCE_NUMBER_TOO_NEW: 4,
  INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE: 5,
  TRANSACTION_EXPIRED: 6,
  BAD_CHAIN_ID: 25,
} as const;

const validation = (code: keyof typeof VM_CODES) =>
  new NodeError(400, 'vm_error', `Invalid transaction: Type: Validation Code: ${code}`, VM_CODES[code]);

export const longAddress = (a: string): string => AccountAddress.from(a).toStringLong();
const sha3Hex = (bytes: Uint8Array) => `0x${createHash('sha3-256').update(bytes).digest('hex')}`;
const hexOf = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

interface Decoded {
  signed: SignedTransaction;
  sender: string;
  to: string;
  amount: bigint;
  json: Json;
}

export class AptosLedger {
  readonly accounts = new Map<string, Account>();
  private readonly byHash = new Map<string, Json>();
  private readonly byVersion = new Map<string, Json>();
  /** Versions of the transactions each account sent or received (the indexer's account_transactions). */
  private readonly involving = new Map<string, bigint[]>();
  version = 1000n;
  private faucetSequence = 0n;

  account(address: string): Account {
    return this.accounts.get(longAddress(address)) ?? { balance: 0n, sequence: 0n, exists: false };
  }

  private put(address: string, a: Account): void {
    this.accounts.set(longAddress(address), a);
  }

  ledgerInfo(): Json {
    return {
      chain_id: CHAIN_ID,
      epoch: '1',
      ledger_version: this.version.toString(),
      oldest_ledger_version: '0',
      ledger_timestamp: (BigInt(Date.now()) * 1000n).toString(),
      node_role: 'full_node',
      oldest_block_height: '0',
      block_height: this.version.toString(),
      git_hash: 'kestrel-devnet',
    };
  }

  transaction(hash: string): Json | undefined {
    return this.byHash.get(hash.toLowerCase());
  }

  transactionAt(version: string): Json | undefined {
    return this.byVersion.get(version);
  }

  /** The indexer's account_transactions: the latest `limit` versions touching `address`, newest first. */
  /** Newest first; `before` keeps the versions below it (the indexer's transaction_version _lt). */
  accountVersions(address: string, limit: number, before?: bigint): bigint[] {
    const all = this.involving.get(longAddress(address)) ?? [];
    const list = before === undefined ? all : all.filter((v) => v < before);
    return list.slice(Math.max(0, list.length - limit)).reverse();
  }

  /** Credits `amount` octas from the faucet (creating the account); returns the hash. */
  fund(address: string, amount: bigint): string {
    const to = longAddress(address);
    const a = this.account(to);
    this.put(to, { ...a, balance: a.balance + amount, exists: true });
    const seq = this.faucetSequence++;
    const hash = sha3Hex(Buffer.from(`kestrel-aptos-faucet-${seq}-${to}-${amount}-${Date.now()}`));
    this.commit(FAUCET_ADDRESS, to, {
      hash,
      sender: FAUCET_ADDRESS,
      sequence_number: seq.toString(),
      max_gas_amount: '200000',
      gas_unit_price: '100',
      expiration_timestamp_secs: String(Math.floor(Date.now() / 1000) + 60),
      payload: transferPayload(to, amount),
      signature: {
        type: 'ed25519_signature',
        public_key: `0x${'00'.repeat(32)}`,
        signature: `0x${'00'.repeat(64)}`,
      },
      gas_used: '0',
      success: true,
      vm_status: 'Executed successfully',
    });
    return hash;
  }

  private commit(sender: string, receiver: string, tx: Json): Json {
    this.version += 1n;
    const committed = {
      version: this.version.toString(),
      ...tx,
      state_change_hash: sha3Hex(Buffer.from(`state-${this.version}`)),
      event_root_hash: sha3Hex(Buffer.from(`events-${this.version}`)),
      state_checkpoint_hash: null,
      accumulator_root_hash: sha3Hex(Buffer.from(`acc-${this.version}`)),
      changes: [],
      events: [],
      timestamp: (BigInt(Date.now()) * 1000n).toString(),
      type: 'user_transaction',
    };
    this.byHash.set(String(tx.hash), committed);
    this.byVersion.set(committed.version, committed);
    for (const a of new Set([longAddress(sender), longAddress(receiver)]))
      this.involving.set(a, [...(this.involving.get(a) ?? []), this.version]);
    return committed;
  }

  /** Decodes with the SDK; a body it cannot read is the node's invalid_input answer. */
  private decode(bytes: Uint8Array): Decoded {
    let signed: SignedTransaction;
    try {
      const d = new Deserializer(bytes);
      signed = SignedTransaction.deserialize(d);
      if (d.remaining() !== 0) throw new Error('trailing bytes');
    } catch (e) {
      throw new NodeError(
        400,
        'invalid_input',
        `Failed to deserialize input into SignedTransaction: ${String(e)}`,
      );
    }
    const raw = signed.raw_txn;
    const payload = raw.payload;
    if (!(payload instanceof TransactionPayloadEntryFunction))
      throw new NodeError(400, 'invalid_input', 'the devnet runs entry function payloads only');
    const f: EntryFunction = payload.entryFunction;
    const name = `${f.module_name.address.toString()}::${f.module_name.name.identifier}::${f.function_name.identifier}`;
    if (name !== '0x1::aptos_account::transfer' || f.type_args.length !== 0 || f.args.length !== 2)
      throw new NodeError(
        400,
        'invalid_input',
        `the devnet runs 0x1::aptos_account::transfer only (got ${name})`,
      );
    // Each argument is its own BCS bytes: a 32-byte address, then a u64.
    const [toArg, amountArg] = f.args.map((a) =>
      a instanceof EntryFunctionBytes ? a.value.value : new Uint8Array(),
    );
    let to: string;
    let amount: bigint;
    try {
      if (toArg!.length !== 32 || amountArg!.length !== 8) throw new Error('argument sizes');
      to = AccountAddress.deserialize(new Deserializer(toArg!)).toStringLong();
      amount = new Deserializer(amountArg!).deserializeU64();
    } catch {
      throw new NodeError(400, 'invalid_input', 'aptos_account::transfer takes (address, u64)');
    }
    const auth = signed.authenticator;
    // A single ed25519 key, or (simulation only) a single sender with no account authenticator.
    const keyless =
      auth instanceof TransactionAuthenticatorSingleSender &&
      auth.sender instanceof AccountAuthenticatorNoAccountAuthenticator;
    if (!(auth instanceof TransactionAuthenticatorEd25519) && !keyless)
      throw new NodeError(400, 'invalid_input', 'the devnet takes single ed25519 authenticators only');
    const json: Json = {
      hash: '',
      sender: raw.sender.toString(),
      sequence_number: raw.sequence_number.toString(),
      max_gas_amount: raw.max_gas_amount.toString(),
      gas_unit_price: raw.gas_unit_price.toString(),
      expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
      payload: transferPayload(to, amount),
      signature:
        auth instanceof TransactionAuthenticatorEd25519
          ? {
              type: 'ed25519_signature',
              public_key: auth.public_key.toString(),
              signature: auth.signature.toString(),
            }
          : { type: 'single_sender', sender: { type: 'no_account_signature' } },
    };
    return { signed, sender: raw.sender.toStringLong(), to, amount, json };
  }

  private signatureValid(signed: SignedTransaction): boolean {
    const auth = signed.authenticator;
    if (!(auth instanceof TransactionAuthenticatorEd25519)) return false;
    const message = generateSigningMessageForTransaction(new SimpleTransaction(signed.raw_txn));
    return auth.public_key.verifySignature({ message, signature: auth.signature });
  }

  /** The prologue's checks, then the run: what happens and the gas it uses. */
  private execute(d: Decoded): { success: boolean; vmStatus: string; gasUsed: bigint; moves: boolean } {
    const raw = d.signed.raw_txn;
    const sender = this.account(d.sender);
    if (raw.chain_id.chainId !== CHAIN_ID) throw validation('BAD_CHAIN_ID');
    if (raw.expiration_timestamp_secs <= BigInt(Math.floor(Date.now() / 1000)))
      throw validation('TRANSACTION_EXPIRED');
    if (raw.sequence_number < sender.sequence) throw validation('SEQUENCE_NUMBER_TOO_OLD');
    if (raw.sequence_number > sender.sequence) throw validation('SEQUENCE_NUMBER_TOO_NEW');
    const price = raw.gas_unit_price;
    if (sender.balance < raw.max_gas_amount * price)
      throw validation('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');
    const needed = this.account(d.to).exists ? GAS.transfer : GAS.createAccount;
    if (needed > raw.max_gas_amount)
      return { success: false, vmStatus: 'Out of gas', gasUsed: raw.max_gas_amount, moves: false };
    if (d.amount > sender.balance)
      return { success: false, vmStatus: INSUFFICIENT, gasUsed: needed, moves: false };
    if (d.amount + needed * price > sender.balance)
      return { success: false, vmStatus: TOLERATED_STATUS, gasUsed: needed, moves: false };
    return { success: true, vmStatus: 'Executed successfully', gasUsed: needed, moves: true };
  }

  /** POST /transactions/simulate: the run on a copy; a valid signature is refused. */
  simulate(bytes: Uint8Array): Json[] {
    const d = this.decode(bytes);
    if (this.signatureValid(d.signed))
      throw new NodeError(400, 'invalid_input', 'Simulated transactions must not have a valid signature');
    const r = this.execute(d);
    return [
      {
        version: (this.version + 1n).toString(),
        ...d.json,
        hash: hexOf(new Uint8Array(32)),
        gas_used: r.gasUsed.toString(),
        success: r.success,
        vm_status: r.vmStatus,
        changes: [],
        events: [],
        timestamp: (BigInt(Date.now()) * 1000n).toString(),
        type: 'user_transaction',
      },
    ];
  }

  /** POST /transactions: checked, run and committed at once; the pending transaction's JSON. */
  submit(bytes: Uint8Array): Json {
    const d = this.decode(bytes);
    const hash = transactionHash(bytes);
    if (!this.signatureValid(d.signed)) throw validation('INVALID_SIGNATURE');
    const auth = d.signed.authenticator as TransactionAuthenticatorEd25519;
    const authKey = sha3Hex(Buffer.concat([Buffer.from(auth.public_key.toUint8Array()), Buffer.from([0])]));
    if (authKey !== d.sender) throw validation('INVALID_AUTH_KEY');
    const r = this.execute(d);
    const price = d.signed.raw_txn.gas_unit_price;
    const sender = this.account(d.sender);
    const fee = r.gasUsed * price;
    const moved = r.moves ? d.amount : 0n;
    this.put(d.sender, {
      balance: sender.balance - fee - moved,
      sequence: sender.sequence + 1n,
      exists: true,
    });
    if (r.moves) {
      const to = this.account(d.to);
      this.put(d.to, { ...to, balance: to.balance + moved, exists: true });
    }
    const pending = { ...d.json, hash };
    this.commit(d.sender, d.to, {
      ...pending,
      gas_used: r.gasUsed.toString(),
      success: r.success,
      vm_status: r.vmStatus,
    });
    return pending;
  }
}

/** sha3-256(sha3-256("APTOS::Transaction") || 0x00 (UserTransaction) || signed bytes). */
function transactionHash(signed: Uint8Array): string {
  const salt = createHash('sha3-256').update('APTOS::Transaction').digest();
  return sha3Hex(Buffer.concat([salt, Buffer.from([0]), Buffer.from(signed)]));
}

function transferPayload(to: string, amount: bigint): Json {
  return {
    function: '0x1::aptos_account::transfer',
    type_arguments: [],
    arguments: [AccountAddress.from(to).toString(), amount.toString()],
    type: 'entry_function_payload',
  };
}
