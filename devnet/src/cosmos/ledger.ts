/**
 * The in-memory ledger of one Cosmos-SDK chain (Cosmos Hub or THORChain): accounts (number,
 * sequence, public key, balance), and transactions applied at once, each in its own block. A
 * submission is decoded, its secp256k1 signature verified against the account's key over the
 * SIGN_MODE_DIRECT sign bytes, its sequence checked and its send applied; refusals carry the SDK's
 * codes (4 unauthorized, 5 insufficient funds, 11 out of gas, 13 insufficient fee, 32 wrong sequence).
 */
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { bech32 } from '@scure/base';
import { accountOf, decodeTx, type DecodedSend, type DecodedTx } from './decode';

export interface ChainParams {
  chainId: string;
  prefix: string;
  denom: string;
  /** Cosmos: the minimum gas price in thousandths of a denom unit per gas; THORChain: 0. */
  minGasPriceMilli: bigint;
  /** THORChain: the native fee taken from every send whatever the fee field says; Cosmos: 0. */
  nativeFee: bigint;
}

export interface Account {
  number: bigint;
  sequence: bigint;
  publicKey?: Uint8Array;
  balance: bigint;
}

export interface TxRecord {
  hash: string;
  height: number;
  code: number;
  codespace: string;
  rawLog: string;
  timestamp: string;
  gasWanted: bigint;
  gasUsed: bigint;
  memo: string;
  sends: DecodedSend[];
}

export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** secp256k1's group order / 2. */
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/** The faucet's account: a fixed 20-byte hash (it never signs). */
const FAUCET_HASH = new Uint8Array(20).fill(0xfa);

export class CosmosLedger {
  readonly accounts = new Map<string, Account>();
  readonly txs: TxRecord[] = [];
  height = 1;
  private nextNumber = 1n;
  readonly faucetAddress: string;

  constructor(
    readonly params: ChainParams,
    private readonly now: () => number = Date.now,
  ) {
    this.faucetAddress = bech32.encode(params.prefix, bech32.toWords(FAUCET_HASH));
  }

  private account(address: string): Account {
    let a = this.accounts.get(address);
    if (!a) {
      a = { number: this.nextNumber++, sequence: 0n, balance: 0n };
      this.accounts.set(address, a);
    }
    return a;
  }

  /** Gas a transaction uses: deterministic in its size. */
  gasOf(tx: DecodedTx): bigint {
    return 60_000n + 10n * BigInt(tx.bytes.length);
  }

  /** The single native-coin send of a transaction, checked; a Refusal otherwise. */
  private sendOf(tx: DecodedTx): { from: string; to: string; amount: bigint } {
    if (tx.otherMessages.length || tx.sends.length !== 1)
      throw new Refusal(18, `only one MsgSend is served here: invalid request`);
    const [send] = tx.sends;
    const coin = send!.amount.length === 1 ? send!.amount[0] : undefined;
    if (!coin || coin.denom !== this.params.denom || !/^[1-9]\d*$/.test(coin.amount))
      throw new Refusal(10, `${send!.amount.map((c) => c.amount + c.denom).join(',')}: invalid coins`);
    for (const a of [send!.from, send!.to])
      if (!a.startsWith(`${this.params.prefix}1`))
        throw new Refusal(7, `invalid address ${a}: invalid address`);
    return { from: send!.from, to: send!.to, amount: BigInt(coin.amount) };
  }

  private feeOf(tx: DecodedTx): bigint {
    if (this.params.nativeFee > 0n) return this.params.nativeFee;
    let fee = 0n;
    for (const c of tx.fee) {
      if (c.denom !== this.params.denom)
        throw new Refusal(13, `fee denom ${c.denom} not accepted: insufficient fee`);
      fee += BigInt(c.amount);
    }
    return fee;
  }

  /** Simulation: the send must be valid and covered; signatures are not checked (as the SDK's simulate). */
  simulate(txBase64: string): bigint {
    const tx = decodeTx(txBase64, this.params.prefix);
    const send = this.sendOf(tx);
    const balance = this.accounts.get(send.from)?.balance ?? 0n;
    if (balance < send.amount)
      throw new Refusal(
        5,
        `spendable balance ${balance}${this.params.denom} is smaller than ${send.amount}${this.params.denom}: insufficient funds`,
      );
    return this.gasOf(tx);
  }

  /** CheckTx + DeliverTx in one: applies the transaction or throws a Refusal (nothing changes then). */
  submit(txBase64: string): TxRecord {
    const tx = decodeTx(txBase64, this.params.prefix);
    if (this.txs.some((t) => t.hash === tx.hash)) throw new Refusal(19, 'tx already exists in cache');
    const send = this.sendOf(tx);
    const sender = this.accounts.get(send.from);
    if (!sender) throw new Refusal(5, `account ${send.from} not found: insufficient funds`);
    if (tx.signatures.length !== 1 || !tx.publicKey)
      throw new Refusal(4, 'no signatures supplied: unauthorized');
    const publicKey = sender.publicKey ?? tx.publicKey;
    if (accountOf(this.params.prefix, publicKey) !== send.from)
      throw new Refusal(4, 'pubKey does not match signer address: unauthorized');
    if (tx.sequence !== sender.sequence)
      throw new Refusal(
        32,
        `account sequence mismatch, expected ${sender.sequence}, got ${tx.sequence}: incorrect account sequence`,
      );
    const digest = sha256(tx.signBytes(this.params.chainId, sender.number));
    const sig = tx.signatures[0]!;
    if (sig.length !== 64 || !this.verify(sig, digest, publicKey))
      throw new Refusal(
        4,
        `signature verification failed; please verify account number (${sender.number}), sequence (${sender.sequence}) and chain-id (${this.params.chainId}): unauthorized`,
      );
    const gasUsed = this.gasOf(tx);
    const fee = this.feeOf(tx);
    if (this.params.minGasPriceMilli > 0n) {
      const required = (tx.gasLimit * this.params.minGasPriceMilli + 999n) / 1000n;
      if (fee < required)
        throw new Refusal(
          13,
          `insufficient fees; got: ${fee}${this.params.denom} required: ${required}${this.params.denom}: insufficient fee`,
        );
      if (tx.gasLimit < gasUsed)
        throw new Refusal(11, `out of gas; gasWanted: ${tx.gasLimit}, gasUsed: ${gasUsed}: out of gas`);
    }
    if (sender.balance < send.amount + fee)
      throw new Refusal(
        5,
        `spendable balance ${sender.balance}${this.params.denom} is smaller than ${send.amount + fee}${this.params.denom}: insufficient funds`,
      );
    sender.balance -= send.amount + fee;
    sender.sequence += 1n;
    sender.publicKey = publicKey;
    this.account(send.to).balance += send.amount;
    return this.record(tx.hash, tx.sends, tx.memo, tx.gasLimit, gasUsed);
  }

  /**
   * The fee a signed transaction pays, read from its own bytes (THORChain: the native fee), after
   * checking its signature against the sender's key, account number and sequence. Applies nothing.
   */
  signedFee(txBase64: string): bigint {
    const tx = decodeTx(txBase64, this.params.prefix);
    const send = this.sendOf(tx);
    const sender = this.accounts.get(send.from);
    if (!sender || !tx.publicKey || tx.signatures.length !== 1)
      throw new Refusal(4, 'unsigned or unknown sender');
    if (accountOf(this.params.prefix, tx.publicKey) !== send.from)
      throw new Refusal(4, 'key of another account');
    const digest = sha256(tx.signBytes(this.params.chainId, sender.number));
    if (tx.sequence !== sender.sequence || !this.verify(tx.signatures[0]!, digest, tx.publicKey))
      throw new Refusal(4, 'signature verification failed');
    if (this.params.nativeFee > 0n && tx.fee.length) throw new Refusal(13, 'THORChain takes no fee field');
    return this.feeOf(tx);
  }

  private verify(sig: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean {
    const s = Secp256k1Signature.fromFixedLength(sig);
    // The SDK refuses a high s (malleable signatures).
    if (BigInt(`0x${Buffer.from(s.s()).toString('hex')}`) > HALF_N) return false;
    return Secp256k1.verifySignature(s, digest, publicKey);
  }

  private record(
    hash: string,
    sends: DecodedSend[],
    memo: string,
    gasWanted: bigint,
    gasUsed: bigint,
  ): TxRecord {
    const rec: TxRecord = {
      hash,
      height: ++this.height,
      code: 0,
      codespace: '',
      rawLog: '',
      timestamp: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      gasWanted,
      gasUsed,
      memo,
      sends,
    };
    this.txs.push(rec);
    return rec;
  }

  /** The faucet: credits `amount` and records a send from the faucet account (history shows it). */
  fund(address: string, amount: bigint): TxRecord {
    this.account(address).balance += amount;
    const seed = `${this.height}:${address}:${amount}`;
    const hash = Buffer.from(sha256(new TextEncoder().encode(seed)))
      .toString('hex')
      .toUpperCase();
    const send = {
      typeUrl: this.params.nativeFee > 0n ? '/types.MsgSend' : '/cosmos.bank.v1beta1.MsgSend',
      from: this.faucetAddress,
      to: address,
      amount: [{ denom: this.params.denom, amount: amount.toString() }],
    };
    return this.record(hash, [send], 'faucet', 0n, 0n);
  }

  balanceOf(address: string): bigint {
    return this.accounts.get(address)?.balance ?? 0n;
  }
}
