/**
 * The devnet's XRP Ledger: accounts and validated transactions in memory. A submitted blob is
 * decoded with ripple-binary-codec, its signature verified with ripple-keypairs, and checked as
 * rippled checks an XRP Payment (fee, sequence, LastLedgerSequence, the signing key, the reserve);
 * what applies (tesSUCCESS or a tec code claiming the fee) closes a ledger at once, so it is
 * validated as soon as submit answers ("confirmed immediately", spec §4).
 */
import { createHash } from 'node:crypto';
import { decode, encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign, verify } from 'ripple-keypairs';
import { applies, RESULTS, type ResultCode } from './results';

export const DROPS_PER_XRP = 1_000_000n;
/** The genesis account of a fresh rippled (xrpl.org "Start a New Genesis Ledger"): 100 billion XRP. */
export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
export const GENESIS_BALANCE = 100_000_000_000n * DROPS_PER_XRP;
/** Seconds from 1970 to the XRP Ledger epoch (2000-01-01). */
export const RIPPLE_EPOCH = 946_684_800;

export interface LedgerFees {
  /** Drops a reference transaction costs. */
  baseFee: bigint;
  /** A new account's minimum; 10 XRP as the spec's default. */
  reserveBase: bigint;
  reserveInc: bigint;
}

export const DEFAULT_FEES: LedgerFees = {
  baseFee: 10n,
  reserveBase: 10n * DROPS_PER_XRP,
  reserveInc: 2n * DROPS_PER_XRP,
};

export interface AccountRoot {
  Account: string;
  Balance: bigint;
  Sequence: number;
  OwnerCount: number;
  Flags: number;
  PreviousTxnID?: string;
  PreviousTxnLgrSeq?: number;
}

export interface TxRecord {
  hash: string;
  tx: Record<string, unknown>;
  meta: { TransactionIndex: number; TransactionResult: string; delivered_amount?: string };
  ledgerIndex: number;
  /** Seconds since the XRP Ledger epoch. */
  date: number;
}

export type SubmitOutcome =
  | { kind: 'result'; result: ResultCode; hash: string; tx: Record<string, unknown> }
  | { kind: 'invalid'; exception: string };

const sha512Half = (hex: string) =>
  createHash('sha512').update(Buffer.from(hex, 'hex')).digest('hex').slice(0, 64).toUpperCase();

/** The transaction ID: SHA-512-half of "TXN\0" + the signed blob. */
export const transactionId = (blob: string): string => sha512Half(`54584E00${blob}`);

export class RippleLedger {
  readonly accounts = new Map<string, AccountRoot>();
  readonly txs: TxRecord[] = [];
  readonly genesis: { address: string; privateKey: string; publicKey: string };
  /** The last closed (and validated) ledger; the open one is this + 1. */
  validated = 2;

  constructor(
    readonly fees: LedgerFees = DEFAULT_FEES,
    private readonly now: () => number = Date.now,
  ) {
    const keys = deriveKeypair(GENESIS_SEED, { algorithm: 'ecdsa-secp256k1' });
    this.genesis = { ...keys, address: deriveAddress(keys.publicKey) };
    this.accounts.set(this.genesis.address, {
      Account: this.genesis.address,
      Balance: GENESIS_BALANCE,
      Sequence: 1,
      OwnerCount: 0,
      Flags: 0,
    });
  }

  get current(): number {
    return this.validated + 1;
  }

  ledgerHash(index = this.validated): string {
    return sha512Half(index.toString(16).padStart(16, '0'));
  }

  reserve(a: AccountRoot): bigint {
    return this.fees.reserveBase + this.fees.reserveInc * BigInt(a.OwnerCount);
  }

  /** Decodes, verifies and applies one signed blob as rippled's submit would. */
  submit(blob: string): SubmitOutcome {
    let tx: Record<string, unknown>;
    try {
      if (!/^([0-9A-Fa-f]{2})+$/.test(blob)) throw new Error('not hex');
      tx = decode(blob) as Record<string, unknown>;
    } catch {
      return { kind: 'invalid', exception: 'Invalid transaction blob.' };
    }
    const hash = transactionId(blob.toUpperCase());
    const { TxnSignature, SigningPubKey } = tx;
    if (typeof TxnSignature !== 'string' || typeof SigningPubKey !== 'string' || !SigningPubKey)
      return { kind: 'invalid', exception: 'fails local checks: Invalid signature.' };
    const unsigned = { ...tx };
    delete unsigned.TxnSignature;
    let valid = false;
    try {
      valid = verify(encodeForSigning(unsigned as never), TxnSignature, SigningPubKey);
    } catch {
      valid = false;
    }
    if (!valid) return { kind: 'invalid', exception: 'fails local checks: Invalid signature.' };
    const result = this.apply(tx, hash, SigningPubKey);
    return { kind: 'result', result, hash, tx: { ...tx, hash } };
  }

  private apply(tx: Record<string, unknown>, hash: string, publicKey: string): ResultCode {
    if (this.txs.some((t) => t.hash === hash)) return 'tefALREADY';
    if (tx.TransactionType !== 'Payment') return 'temDISABLED';
    const { Account, Destination, Amount, Fee, Sequence, LastLedgerSequence } = tx;
    if (typeof Fee !== 'string' || !/^\d+$/.test(Fee)) return 'temBAD_FEE';
    if (typeof Amount !== 'string' || !/^\d+$/.test(Amount) || BigInt(Amount) === 0n) return 'temBAD_AMOUNT';
    if (typeof Account !== 'string' || typeof Destination !== 'string' || Account === Destination)
      return 'temREDUNDANT';
    const src = this.accounts.get(Account);
    if (!src) return 'terNO_ACCOUNT';
    // The master key only: the devnet has no regular keys or multi-signing.
    if (deriveAddress(publicKey) !== Account) return 'tefBAD_AUTH';
    if (typeof Sequence !== 'number' || Sequence < src.Sequence) return 'tefPAST_SEQ';
    if (Sequence > src.Sequence) return 'terPRE_SEQ';
    if (typeof LastLedgerSequence === 'number' && LastLedgerSequence < this.current) return 'tefMAX_LEDGER';
    const fee = BigInt(Fee);
    if (fee < this.fees.baseFee) return 'telINSUF_FEE_P';
    if (src.Balance < fee) return 'terINSUF_FEE_B';
    const amount = BigInt(Amount);
    const prior = src.Balance;
    // Applied from here: the fee is claimed and the sequence used, whatever the payment does.
    src.Balance -= fee;
    src.Sequence += 1;
    const dst = this.accounts.get(Destination);
    let result: ResultCode = 'tesSUCCESS';
    // rippled Payment.cpp: a new account needs the base reserve; the sender keeps max(reserve, fee).
    if (!dst && amount < this.fees.reserveBase) result = 'tecNO_DST_INSUF_XRP';
    else {
      const keep = this.reserve(src) > fee ? this.reserve(src) : fee;
      if (prior < amount + keep) result = 'tecUNFUNDED_PAYMENT';
    }
    const ledgerIndex = this.current;
    if (result === 'tesSUCCESS') {
      src.Balance -= amount;
      const to = dst ?? {
        Account: Destination,
        Balance: 0n,
        // Since DeletableAccounts a new account starts at the ledger's sequence.
        Sequence: ledgerIndex,
        OwnerCount: 0,
        Flags: 0,
      };
      to.Balance += amount;
      to.PreviousTxnID = hash;
      to.PreviousTxnLgrSeq = ledgerIndex;
      this.accounts.set(Destination, to);
    }
    src.PreviousTxnID = hash;
    src.PreviousTxnLgrSeq = ledgerIndex;
    this.txs.push({
      hash,
      tx,
      meta: {
        TransactionIndex: 0,
        TransactionResult: result,
        ...(result === 'tesSUCCESS' ? { delivered_amount: Amount } : {}),
      },
      ledgerIndex,
      date: Math.floor(this.now() / 1000) - RIPPLE_EPOCH,
    });
    if (applies(result)) this.validated = ledgerIndex;
    return result;
  }

  /** A payment from the genesis account, signed here and applied like any other (the faucet). */
  fund(address: string, amount: bigint): SubmitOutcome {
    const g = this.accounts.get(this.genesis.address)!;
    const unsigned = {
      TransactionType: 'Payment',
      Account: this.genesis.address,
      Destination: address,
      Amount: amount.toString(),
      Fee: this.fees.baseFee.toString(),
      Sequence: g.Sequence,
      LastLedgerSequence: this.current + 20,
      Flags: 0,
      SigningPubKey: this.genesis.publicKey,
    };
    const TxnSignature = sign(encodeForSigning(unsigned), this.genesis.privateKey);
    return this.submit(encode({ ...unsigned, TxnSignature }));
  }

  /** Transactions touching `account`, newest first. */
  history(account: string): TxRecord[] {
    return this.txs.filter((t) => t.tx.Account === account || t.tx.Destination === account).reverse();
  }

  findTx(hash: string): TxRecord | undefined {
    return this.txs.find((t) => t.hash === hash.toUpperCase());
  }

  resultOf(r: ResultCode): {
    engine_result: ResultCode;
    engine_result_code: number;
    engine_result_message: string;
  } {
    const [code, message] = RESULTS[r];
    return { engine_result: r, engine_result_code: code, engine_result_message: message };
  }
}
