/**
 * The devnet's Tezos ledger: implicit accounts (balance, counter, revealed key), one block baked
 * per injection, and TzKT-shaped rows of every transaction. An injected operation is decoded with
 * @taquito/local-forging, its ed25519 signature checked (watermark 03, blake2b-256) against the
 * source's revealed key (or the reveal inside it), its counters checked, then its reveal and
 * transaction applied as Octez applies them: fees and amount from the source, 257 bytes of
 * storage burnt (250 mutez a byte) when the destination is new. Errors carry Octez's error ids.
 */
import { LocalForger } from '@taquito/local-forging';
import { b58Encode, encodeOpHash, getPkhfromPk, PrefixV2, verifySignature } from '@taquito/utils';
import { createHash } from 'node:crypto';

export const CHAIN_ID = 'NetXdQprcVkpaWU';
const PROTO = 'proto.023-PtSeouLo';
/** Gas the devnet charges (milligas): a reveal and a transaction to an implicit account. */
export const GAS = { reveal: 1_000_000n, transaction: 2_101_000n } as const;
const COST_PER_BYTE = 250n;
const ORIGINATION_SIZE = 257n;
const MINIMAL_FEE = 100n;

export interface Account {
  balance: bigint;
  counter: bigint;
  managerKey: string | null;
}

export interface TzktRow {
  type: 'transaction';
  id: number;
  level: number;
  timestamp: string;
  block: string;
  hash: string;
  counter: number;
  sender: { address: string };
  target: { address: string };
  amount: number;
  bakerFee: number;
  storageFee: number;
  allocationFee: number;
  status: 'applied' | 'failed';
}

interface Content {
  kind: string;
  source: string;
  fee: string;
  counter: string;
  gas_limit: string;
  storage_limit: string;
  public_key?: string;
  amount?: string;
  destination?: string;
  parameters?: unknown;
}

/** An Octez error answer: HTTP 500 with a list of {kind, id}. */
export class NodeError extends Error {
  constructor(readonly ids: string[]) {
    super(ids.join(', '));
  }
  get body() {
    return this.ids.map((id) => ({ kind: 'temporary', id }));
  }
}

const err = (...ids: string[]) => new NodeError(ids.map((i) => `${PROTO}.${i}`));

function blockHash(level: number): string {
  return b58Encode(createHash('sha256').update(`kestrel-tezos-devnet-${level}`).digest(), PrefixV2.BlockHash);
}

/** Per content: the gas it uses, the storage it pays, whether it allocates its destination. */
interface Effect {
  milligas: bigint;
  allocated: boolean;
}

export class TezosLedger {
  readonly accounts = new Map<string, Account>();
  readonly rows: TzktRow[] = [];
  level = 1;
  head = blockHash(1);
  /** Octez's global counter: a new account starts at it. */
  private globalCounter = 1000n;
  private nextId = 1;
  private readonly forger = new LocalForger();

  account(address: string): Account {
    return this.accounts.get(address) ?? { balance: 0n, counter: this.globalCounter, managerKey: null };
  }

  private bake(): void {
    this.level += 1;
    this.head = blockHash(this.level);
  }

  /** Credits `amount` mutez (the faucet); recorded as a transaction row from the faucet. */
  fund(address: string, amount: bigint, from = 'tz1burnburnburnburnburnburnburjAYjjX'): string {
    const hash = encodeOpHash(createHash('sha256').update(`faucet-${this.nextId}-${address}`).digest('hex'));
    this.credit(address, amount);
    this.bake();
    this.record(hash, from, address, amount, 0n, 0n, 0n);
    return hash;
  }

  private credit(address: string, amount: bigint): boolean {
    const a = this.accounts.get(address);
    if (a) {
      a.balance += amount;
      return false;
    }
    this.globalCounter += 1n;
    this.accounts.set(address, { balance: amount, counter: this.globalCounter, managerKey: null });
    return true;
  }

  private record(
    hash: string,
    from: string,
    to: string,
    amount: bigint,
    fee: bigint,
    storage: bigint,
    alloc: bigint,
  ) {
    this.rows.push({
      type: 'transaction',
      id: this.nextId++,
      level: this.level,
      timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      block: this.head,
      hash,
      counter: 0,
      sender: { address: from },
      target: { address: to },
      amount: Number(amount),
      bakerFee: Number(fee),
      storageFee: Number(storage),
      allocationFee: Number(alloc),
      status: 'applied',
    });
  }

  /**
   * Checks the contents against a copy of the state and returns each effect; throws NodeError.
   * `limits` false: the simulation's own limits are only ceilings (no fee minimum either).
   */
  private check(contents: Content[], enforce: boolean): Effect[] {
    if (contents.length === 0) throw err('operation.empty');
    const source = contents[0]!.source;
    const acc = this.account(source);
    let balance = acc.balance;
    let revealed = acc.managerKey;
    let counter = acc.counter;
    const seen = new Set([...this.accounts.keys()]);
    const effects: Effect[] = [];
    let fees = 0n;
    let gas = 0n;
    for (const c of contents) {
      if (c.source !== source) throw err('operation.inconsistent_sources');
      const expected = counter + 1n;
      const got = BigInt(c.counter);
      if (got < expected) throw err('contract.counter_in_the_past');
      if (got > expected) throw err('contract.counter_in_the_future');
      counter = got;
      const fee = BigInt(c.fee);
      if (balance < fee) throw err('contract.balance_too_low', 'tez.subtraction_underflow');
      balance -= fee;
      fees += fee;
      if (c.kind === 'reveal') {
        if (revealed) throw err('contract.previously_revealed_key');
        if (!c.public_key || getPkhfromPk(c.public_key) !== source)
          throw err('contract.inconsistent_public_key');
        revealed = c.public_key;
        effects.push({ milligas: GAS.reveal, allocated: false });
      } else if (c.kind === 'transaction') {
        if (!revealed) throw err('contract.unrevealed_key');
        if (c.parameters) throw err('michelson_v1.bad_contract_parameter');
        const amount = BigInt(c.amount ?? '0');
        const to = c.destination ?? '';
        if (!/^tz[1-4]/.test(to)) throw err('contract.non_existing_contract');
        if (amount === 0n) throw err('contract.empty_transaction');
        const allocated = !seen.has(to) && to !== source;
        const burn = allocated ? ORIGINATION_SIZE * COST_PER_BYTE : 0n;
        if (enforce && allocated && BigInt(c.storage_limit) < ORIGINATION_SIZE)
          throw err('storage_exhausted.operation');
        if (balance < amount + burn) throw err('contract.balance_too_low', 'tez.subtraction_underflow');
        balance -= amount + burn;
        seen.add(to);
        effects.push({ milligas: GAS.transaction, allocated });
      } else throw err('operation.not_supported_by_devnet');
      const need = effects[effects.length - 1]!.milligas;
      if (BigInt(c.gas_limit) * 1000n < need) throw err('gas_exhausted.operation');
      gas += need;
    }
    // The mempool's minimum: 100 mutez + 0.1 mutez a gas unit (bytes are not counted here).
    if (enforce && fees < MINIMAL_FEE + gas / 10_000n) throw err('prefilter.fees_too_low');
    return effects;
  }

  simulate(operation: { branch?: unknown; contents?: unknown }, chainId: unknown) {
    if (chainId !== CHAIN_ID) throw err('shell.wrong_chain_id');
    const contents = (Array.isArray(operation.contents) ? operation.contents : []) as Content[];
    const effects = this.check(contents, false);
    return {
      contents: contents.map((c, i) => ({
        ...c,
        metadata: {
          balance_updates: [],
          operation_result: {
            status: 'applied',
            consumed_milligas: effects[i]!.milligas.toString(),
            ...(c.kind === 'transaction'
              ? { paid_storage_size_diff: '0', allocated_destination_contract: effects[i]!.allocated }
              : {}),
          },
        },
      })),
    };
  }

  /** Decodes, verifies and applies signed operation bytes; bakes a block; returns the hash. */
  async inject(hex: string): Promise<string> {
    if (!/^([0-9a-f]{2})+$/i.test(hex) || hex.length < 64 + 128 + 2)
      throw new NodeError(['injection.invalid_bytes']);
    const forged = hex.slice(0, -128).toLowerCase();
    const signature = b58Encode(hex.slice(-128), PrefixV2.Ed25519Signature);
    let op: { branch: string; contents: Content[] };
    try {
      op = (await this.forger.parse(forged)) as unknown as typeof op;
    } catch {
      throw new NodeError(['node.prevalidation.parse_error']);
    }
    if (op.branch !== this.head && !this.recentBranch(op.branch)) throw err('operation.branch_unknown');
    const source = op.contents[0]?.source ?? '';
    const key = this.account(source).managerKey ?? op.contents.find((c) => c.kind === 'reveal')?.public_key;
    if (!key || !verifySignature(forged, key, signature, new Uint8Array([3])))
      throw err('operation.invalid_signature');
    const effects = this.check(op.contents, true);
    const hash = encodeOpHash(hex);
    this.bake();
    for (const [i, c] of op.contents.entries()) {
      const acc = this.accounts.get(source)!;
      const fee = BigInt(c.fee);
      acc.balance -= fee;
      acc.counter = BigInt(c.counter);
      if (c.kind === 'reveal') acc.managerKey = c.public_key!;
      else {
        const amount = BigInt(c.amount!);
        const burn = effects[i]!.allocated ? ORIGINATION_SIZE * COST_PER_BYTE : 0n;
        acc.balance -= amount + burn;
        this.credit(c.destination!, amount);
        this.record(hash, source, c.destination!, amount, fee, 0n, burn);
      }
    }
    return hash;
  }

  /** Octez takes branches of the last 120 blocks (max_operations_ttl). */
  private recentBranch(branch: string): boolean {
    for (let l = this.level; l > 0 && l > this.level - 120; l--) if (blockHash(l) === branch) return true;
    return false;
  }

  /** TzKT: the account's transactions, newest first. */
  /** Newest first; `lastId` (TzKT's paging) starts below that row's id. */
  transactionsOf(address: string, limit: number, lastId = Infinity): TzktRow[] {
    return this.rows
      .filter((r) => (r.sender.address === address || r.target.address === address) && r.id < lastId)
      .reverse()
      .slice(0, limit);
  }

  operation(hash: string): TzktRow[] {
    return this.rows.filter((r) => r.hash === hash);
  }
}
