/**
 * The devnet's Solana chain: litesvm with its built-in programs (System, SPL Token, Associated
 * Token, Memo, Compute Budget, Stake, Vote), plus what a node keeps beside the bank: recent
 * blockhashes (each getLatestBlockhash opens a block; the last 150 stay valid), and every
 * transaction's record (slot, time, error, fee, balances before and after) for statuses,
 * signatures and parsed transactions. Failed transactions land with their fee, as on a cluster.
 */
import { FailedTransactionMetadata, LiteSVM, StakeHistory, StakeHistoryEntry } from 'litesvm';
import { getTransactionDecoder, type Address } from '@solana/kit';
import { describeError, RpcError, txErrorJson } from './errors';
import { isTokenProgram, readTokenAccount, u64At } from './layouts';
import { base58, isWritable, parseWire, type WireTransaction } from './wire';

/** Blockhashes stay valid for 150 blocks, as on a cluster. */
const BLOCKHASH_LIFETIME = 150;
const LAMPORTS_PER_SIGNATURE = 5000n;

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

export interface TxRecord {
  signature: string;
  slot: number;
  blockTime: number;
  wire: WireTransaction;
  err: unknown;
  fee: number;
  logs: string[];
  unitsConsumed: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

export class SolanaEmulator {
  readonly svm = new LiteSVM().withBlockhashCheck(false);
  private readonly hashes = new Map<string, number>();
  private height = 0;
  readonly records = new Map<string, TxRecord>();
  private readonly byAddress = new Map<string, string[]>();
  /** What getRecentPrioritizationFees answers (tests set it). */
  prioritizationFees: { slot: number; prioritizationFee: number }[] = [];

  constructor(private readonly now: () => number = Date.now) {
    this.newBlock();
  }

  get slot(): number {
    return Number(this.svm.getClock().slot);
  }

  get blockHeight(): number {
    return this.height;
  }

  /** A new block: the clock moves one slot and a new blockhash is issued. */
  newBlock(): { blockhash: string; lastValidBlockHeight: number } {
    this.svm.expireBlockhash();
    this.svm.warpToSlot(this.svm.getClock().slot + 1n);
    this.height += 1;
    const blockhash = this.svm.latestBlockhash();
    this.hashes.set(blockhash, this.height);
    for (const [h, at] of this.hashes) if (at < this.height - BLOCKHASH_LIFETIME) this.hashes.delete(h);
    return { blockhash, lastValidBlockHeight: this.height + BLOCKHASH_LIFETIME };
  }

  /**
   * Moves the clock to `epoch` with this stake history (tests: stake warm-up and cool-down; the
   * stake program reads both to decide what is active and what may be withdrawn).
   */
  setEpoch(
    epoch: number,
    history: { epoch: number; effective: bigint; activating: bigint; deactivating: bigint }[],
  ): void {
    const clock = this.svm.getClock();
    const slotsPerEpoch = this.svm.getEpochSchedule().slotsPerEpoch;
    clock.epoch = BigInt(epoch);
    clock.slot = clock.slot + slotsPerEpoch;
    this.svm.setClock(clock);
    const h = new StakeHistory();
    for (const e of history)
      h.add(BigInt(e.epoch), new StakeHistoryEntry(e.effective, e.activating, e.deactivating));
    this.svm.setStakeHistory(h);
  }

  isBlockhashValid(hash: string): boolean {
    return this.hashes.has(hash);
  }

  balanceOf(address: string): bigint {
    return this.svm.getBalance(address as Address) ?? 0n;
  }

  private tokenBalances(wire: WireTransaction): TokenBalance[] {
    return wire.keys.flatMap((key, accountIndex): TokenBalance[] => {
      const a = this.svm.getAccount(key as Address);
      if (!a.exists || !isTokenProgram(a.programAddress)) return [];
      const t = readTokenAccount(new Uint8Array(a.data));
      if (!t) return [];
      const mint = this.svm.getAccount(t.mint as Address);
      const decimals = mint.exists ? (mint.data[44] ?? 0) : 0;
      const ui = Number(t.amount) / 10 ** decimals;
      return [
        {
          accountIndex,
          mint: t.mint,
          owner: t.owner,
          programId: a.programAddress,
          uiTokenAmount: { amount: t.amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) },
        },
      ];
    });
  }

  /** simulateTransaction: signatures unchecked, any blockhash (the node replaces it). */
  simulate(bytes: Uint8Array): { err: unknown; logs: string[]; unitsConsumed: number } {
    const tx = getTransactionDecoder().decode(bytes);
    this.svm.withSigverify(false);
    try {
      const r = this.svm.simulateTransaction(tx);
      if (r instanceof FailedTransactionMetadata)
        return {
          err: txErrorJson(r.err() as never),
          logs: r.meta().logs(),
          unitsConsumed: Number(r.meta().computeUnitsConsumed()),
        };
      return { err: null, logs: r.meta().logs(), unitsConsumed: Number(r.meta().computeUnitsConsumed()) };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /** sendTransaction: preflight (unless skipped), then the transaction lands in its own block. */
  send(bytes: Uint8Array, o: { skipPreflight?: boolean } = {}): string {
    let wire: WireTransaction;
    try {
      wire = parseWire(bytes);
    } catch (e) {
      throw new RpcError(-32602, `failed to deserialize transaction: ${(e as Error).message}`);
    }
    const signature = base58(wire.signatures[0] ?? new Uint8Array(64));
    if (this.records.has(signature))
      throw new RpcError(
        -32002,
        'Transaction simulation failed: This transaction has already been processed',
        { err: 'AlreadyProcessed' },
      );
    if (!this.isBlockhashValid(wire.blockhash))
      throw new RpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        err: 'BlockhashNotFound',
        logs: [],
      });
    if (!o.skipPreflight) {
      const sim = this.simulate(bytes);
      if (sim.err !== null)
        throw new RpcError(-32002, `Transaction simulation failed: ${describeError(sim.err)}`, {
          err: sim.err,
          logs: sim.logs,
        });
    }
    const preBalances = wire.keys.map((k) => Number(this.balanceOf(k)));
    const preTokenBalances = this.tokenBalances(wire);
    const r = this.svm.sendTransaction(getTransactionDecoder().decode(bytes));
    const failed = r instanceof FailedTransactionMetadata;
    const err = failed ? txErrorJson(r.err() as never) : null;
    if (
      failed &&
      (err === 'SignatureFailure' || err === 'InsufficientFundsForFee' || err === 'AccountNotFound')
    )
      throw new RpcError(-32003, `Transaction ${err}`); // Never lands: no fee is taken.
    const meta = failed ? r.meta() : r;
    const record: TxRecord = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(this.now() / 1000),
      wire,
      err,
      fee: Number(LAMPORTS_PER_SIGNATURE * BigInt(wire.header.required) + this.priorityFee(wire)),
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      preBalances,
      postBalances: wire.keys.map((k) => Number(this.balanceOf(k))),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(wire),
    };
    this.records.set(signature, record);
    wire.keys.forEach((k, i) => {
      if (!isWritable(wire, i) && i >= wire.header.required) return;
      const list = this.byAddress.get(k) ?? [];
      list.push(signature);
      this.byAddress.set(k, list);
    });
    this.newBlock();
    return signature;
  }

  /** The compute budget's price × limit, as the runtime charges it. */
  private priorityFee(wire: WireTransaction): bigint {
    let limit = 200_000n;
    let price = 0n;
    for (const ix of wire.instructions) {
      if (wire.keys[ix.programIndex] !== 'ComputeBudget111111111111111111111111111111') continue;
      const d = ix.data;
      if (d[0] === 2 && d.length >= 5)
        limit = BigInt(new DataView(d.buffer, d.byteOffset).getUint32(1, true));
      if (d[0] === 3 && d.length >= 9) price = u64At(d, 1);
    }
    return (price * limit + 999_999n) / 1_000_000n;
  }

  /** Newest first, as getSignaturesForAddress answers; `before` starts below that signature. */
  signaturesFor(address: string, limit: number, before?: string): TxRecord[] {
    const all = this.byAddress.get(address) ?? [];
    const end = before === undefined ? all.length : all.indexOf(before);
    return all
      .slice(0, Math.max(end, 0))
      .slice(-limit)
      .reverse()
      .map((s) => this.records.get(s)!);
  }
}
