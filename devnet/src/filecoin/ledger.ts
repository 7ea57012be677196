/**
 * The devnet's Filecoin ledger: accounts (balance, nonce) on a test network (t… addresses), one
 * tipset per pushed message, and scan-shaped rows of every message. A pushed SignedMessage is
 * decoded with iso-filecoin (Message.fromLotus, Signature.fromLotus), its secp256k1 signature
 * recovered and verified over the message CID (wallet.recoverPublicKey / wallet.verify), its
 * sender, nonce, fee cap, premium and funds checked as Lotus's mpool checks them (with Lotus's
 * error texts), then applied: a send whose gas limit is under the gas it needs runs out of gas
 * (exit code 7, SysErrOutOfGas): the fee is paid, nothing moves. Gas: 500,000 to an existing
 * account, 1,600,000 when the send creates the account (Lotus's order of magnitude).
 */
import { decode, encode } from '@ipld/dag-cbor';
import { base32nopad } from '@scure/base';
import * as Address from 'iso-filecoin/address';
import { Message } from 'iso-filecoin/message';
import { Signature } from 'iso-filecoin/signature';
import { lotusCid } from 'iso-filecoin/utils';
import { recoverPublicKey, verify } from 'iso-filecoin/wallet';

export const BASE_FEE = 100n;
export const GAS = { existing: 500_000n, create: 1_600_000n } as const;
/** Lotus's MinGasPremium. */
const PREMIUM = 100_000n;
/** Exit codes: 0 Ok, 7 SysErrOutOfGas. */
const EXIT_NAMES: Record<number, string> = { 0: 'Ok', 7: 'SysErrOutOfGas' };
const METHOD_SEND = 0;
const METHOD_INVOKE_EVM = 3844450837;
/** A whole second per tipset, starting at a fixed time so rows are stable. */
const GENESIS_TIME = 1_700_000_000;

export interface Account {
  balance: bigint;
  nonce: bigint;
}

/** A scan row (Filscan MessagesByAccountID) with what StateSearchMsg needs. */
export interface MessageRow {
  cid: string;
  height: number;
  block_time: number;
  from: string;
  to: string;
  value: string;
  exit_code: string;
  method_name: string;
  exitCode: number;
  gasUsed: number;
}

/** A Lotus JSON-RPC error answer. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

const cidText = (bytes: Uint8Array) => `b${base32nopad.encode(bytes).toLowerCase()}`;

export class FilecoinLedger {
  readonly accounts = new Map<string, Account>();
  readonly messages: MessageRow[] = [];
  height = 1;

  account(address: string): Account {
    let a = this.accounts.get(address);
    if (!a) {
      a = { balance: 0n, nonce: 0n };
      this.accounts.set(address, a);
    }
    return a;
  }

  /** A valid test-network address in its canonical text, or an RpcError. */
  address(text: unknown): string {
    if (typeof text !== 'string') throw new RpcError('an address must be text');
    let a: Address.IAddress;
    try {
      a = Address.fromString(text);
    } catch (e) {
      throw new RpcError(`invalid address: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (text[0] !== 't') throw new RpcError('this is a test network: addresses start with t');
    return a.toString();
  }

  balanceOf = (address: unknown) => (this.accounts.get(this.address(address))?.balance ?? 0n).toString();
  nonceOf = (address: unknown) => Number(this.accounts.get(this.address(address))?.nonce ?? 0n);

  private gasFor(to: string): bigint {
    return this.accounts.has(to) ? GAS.existing : GAS.create;
  }

  /** GasEstimateMessageGas: Lotus's limit (gas × 1.25), MinGasPremium, fee cap over 20 tipsets of growth. */
  estimate(lotus: unknown) {
    const m = this.decodeMessage(lotus);
    const gasLimit = (this.gasFor(m.to) * 125n + 99n) / 100n;
    const feeCap = (BASE_FEE * 1055n) / 100n + PREMIUM;
    return {
      ...m.toLotus(),
      GasLimit: Number(gasLimit),
      GasFeeCap: feeCap.toString(),
      GasPremium: PREMIUM.toString(),
    };
  }

  private decodeMessage(lotus: unknown): Message {
    let m: Message;
    try {
      m = Message.fromLotus(lotus as Parameters<typeof Message.fromLotus>[0]);
    } catch (e) {
      throw new RpcError(`invalid message: ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`);
    }
    this.address(m.to);
    this.address(m.from);
    if (m.method !== METHOD_SEND && m.method !== METHOD_INVOKE_EVM)
      throw new RpcError(`method ${m.method} is not served by this devnet (sends only)`);
    return m;
  }

  /** Credits `attoFil` (what POST /faucet does) as a message from the faucet actor; returns its CID. */
  fund(address: string, attoFil: bigint): string {
    const to = this.address(address);
    this.account(to).balance += attoFil;
    const cid = cidText(lotusCid(encode(['faucet', to, attoFil.toString(), this.height])));
    this.record({ cid, from: 't0100', to, value: attoFil.toString(), exitCode: 0, gasUsed: 0 });
    return cid;
  }

  private record(r: {
    cid: string;
    from: string;
    to: string;
    value: string;
    exitCode: number;
    gasUsed: number;
  }) {
    this.height += 1;
    this.messages.push({
      ...r,
      height: this.height,
      block_time: GENESIS_TIME + this.height * 30,
      exit_code: EXIT_NAMES[r.exitCode] ?? `ExitCode(${r.exitCode})`,
      method_name: 'Send',
    });
  }

  /** MpoolPush: checks as Lotus does, then the message lands in the next tipset at once. */
  push(signed: unknown): { '/': string } {
    const s = (signed ?? {}) as { Message?: unknown; Signature?: unknown };
    const m = this.decodeMessage(s.Message);
    let sig: Signature;
    try {
      sig = Signature.fromLotus(s.Signature as Parameters<typeof Signature.fromLotus>[0]);
    } catch {
      throw new RpcError('invalid signature');
    }
    if (sig.type !== 'SECP256K1' || m.from[1] !== '1')
      throw new RpcError('only secp256k1 (t1) senders are served');
    const data = m.cidBytes();
    const publicKey = recoverPublicKey(sig, data);
    if (
      !verify(sig, data, publicKey) ||
      Address.fromPublicKey(publicKey, 'testnet', 'SECP256K1').toString() !== m.from
    )
      throw new RpcError('signature verification failed');
    const cid = cidText(lotusCid(encode([decode(m.serialize()), Uint8Array.from([1, ...sig.data])])));
    if (this.messages.some((r) => r.cid === cid))
      throw new RpcError(`message from ${m.from} with nonce ${m.nonce} already in mpool`);
    const from = this.account(m.from);
    if (BigInt(m.nonce) < from.nonce)
      throw new RpcError(`minimum expected nonce is ${from.nonce}: message nonce too low`);
    if (BigInt(m.nonce) > from.nonce)
      throw new RpcError(`message nonce ${m.nonce} leaves a gap: expected ${from.nonce}`);
    const feeCap = BigInt(m.gasFeeCap);
    const premium = BigInt(m.gasPremium);
    if (feeCap < premium) throw new RpcError("'GasFeeCap' less than 'GasPremium'");
    if (feeCap < BASE_FEE) throw new RpcError(`gas fee cap too low: ${feeCap} < base fee ${BASE_FEE}`);
    const limit = BigInt(m.gasLimit);
    const value = BigInt(m.value);
    const required = value + limit * feeCap;
    if (from.balance < required)
      throw new RpcError(
        `not enough funds (required: ${required}, balance: ${from.balance}): not enough funds`,
      );
    const needed = this.gasFor(m.to);
    const ok = limit >= needed;
    const gasUsed = ok ? needed : limit;
    const tip = premium < feeCap - BASE_FEE ? premium : feeCap - BASE_FEE;
    from.balance -= gasUsed * BASE_FEE + limit * tip;
    from.nonce += 1n;
    if (ok) {
      from.balance -= value;
      this.account(m.to).balance += value;
    }
    this.record({
      cid,
      from: m.from,
      to: m.to,
      value: m.value,
      exitCode: ok ? 0 : 7,
      gasUsed: Number(gasUsed),
    });
    return { '/': cid };
  }

  /** StateSearchMsg: null until a tipset holds the message. */
  search(cid: string) {
    const r = this.messages.find((x) => x.cid === cid);
    if (!r) return null;
    return {
      Message: { '/': r.cid },
      Receipt: { ExitCode: r.exitCode, Return: null, GasUsed: r.gasUsed, EventsRoot: null },
      ReturnDec: null,
      TipSet: [{ '/': r.cid }],
      Height: r.height,
    };
  }

  /** MessagesByAccountID: the account's messages, newest first, from index × limit. */
  messagesOf(address: string, index: number, limit: number) {
    const all = this.messages.filter((r) => r.from === address || r.to === address).reverse();
    return {
      messages_by_account_id_list: all
        .slice(index * limit, index * limit + limit)
        .map(({ exitCode: _e, gasUsed: _g, ...row }) => row),
      total_count: all.length,
    };
  }

  finalHeight() {
    return {
      height: this.height,
      block_time: GENESIS_TIME + this.height * 30,
      base_fee: BASE_FEE.toString(),
    };
  }

  gasTrend() {
    const sends = this.messages.filter((r) => r.gasUsed > 0);
    const avg = sends.length ? sends.reduce((a, r) => a + r.gasUsed, 0) / sends.length : Number(GAS.existing);
    return {
      items: [
        { timestamp: GENESIS_TIME + this.height * 30, avg_gas_used: avg, base_fee: BASE_FEE.toString() },
      ],
    };
  }
}
