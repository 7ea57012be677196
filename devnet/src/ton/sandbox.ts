/**
 * The devnet's TON chain: @ton/sandbox (the TON emulator in WebAssembly) with a funded faucet
 * wallet and the test jetton, and the reads and writes the toncenter-style endpoint serves. Every
 * operation runs under one lock: a fee estimate runs the message on the chain and rolls it back.
 */
import {
  Address,
  beginCell,
  Cell,
  contractAddress,
  external,
  loadMessage,
  storeMessage,
  toNano,
  type TupleItem,
} from '@ton/core';
import {
  Blockchain,
  type BlockchainTransaction,
  type SandboxContract,
  type TreasuryContract,
} from '@ton/sandbox';
import { JETTON_WALLET_CODE_HASH, minterAddress, minterInit, mintBody, readTransfer } from './jetton';

/** Wallet v4r2 code hash (TON docs, wallet smart contracts): such accounts report a seqno. */
const WALLET_V4R2_CODE_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0';

export interface JettonTransferRecord {
  query_id: string;
  source: string;
  destination: string | null;
  amount: string;
  source_wallet: string;
  jetton_master: string;
  transaction_hash: string;
  transaction_lt: string;
  transaction_now: number;
  transaction_aborted: boolean;
  response_destination: string | null;
  custom_payload: null;
  forward_ton_amount: string;
  forward_payload: null;
}

export type AccountStateName = 'active' | 'uninitialized' | 'frozen';

const raw = (a: Address) => a.toRawString().toUpperCase();

export class TonSandbox {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly transfers: JettonTransferRecord[] = [];
  /** Every transaction, oldest first (the sandbox's own list flips order on each read). */
  private readonly log: BlockchainTransaction[] = [];
  /** Every jetton minter deployed here (the test jetton first): what /api/v3/jetton/wallets scans. */
  readonly jettonMasters: Address[] = [];

  private constructor(
    readonly chain: Blockchain,
    readonly faucet: SandboxContract<TreasuryContract>,
    readonly jettonMaster: Address,
  ) {}

  static async create(): Promise<TonSandbox> {
    const chain = await Blockchain.create();
    const faucet = await chain.treasury('kestrel-faucet', { balance: toNano('100000000') });
    const master = minterAddress(faucet.address);
    const box = new TonSandbox(chain, faucet, master);
    box.jettonMasters.push(master);
    const r = await faucet.send({
      to: master,
      value: toNano('1'),
      init: minterInit(faucet.address),
      bounce: false,
    });
    await box.index(r.transactions);
    return box;
  }

  /** Runs `op` alone: nothing else touches the chain meanwhile. */
  locked<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op, op);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Sends TON from the faucet, non-bounceable (the receiver may not be deployed yet). */
  fund(to: Address, amount: bigint): Promise<BlockchainTransaction> {
    return this.locked(async () => {
      const r = await this.faucet.send({ to, value: amount, bounce: false });
      await this.index(r.transactions);
      const tx = r.transactions.find(
        (t) => t.inMessage?.info.dest instanceof Address && t.inMessage.info.dest.equals(to),
      );
      if (!tx) throw new Error('The faucet transfer did not arrive');
      return tx;
    });
  }

  /** Deploys another jetton minter (same code, the faucet as admin) with this TEP-64 content. */
  deployJetton(content: Cell): Promise<Address> {
    return this.locked(async () => {
      const init = minterInit(this.faucet.address, content);
      const master = contractAddress(0, init);
      const r = await this.faucet.send({ to: master, value: toNano('1'), init, bounce: false });
      await this.index(r.transactions);
      if (!this.jettonMasters.some((m) => m.equals(master))) this.jettonMasters.push(master);
      return master;
    });
  }

  /** Mints test jettons to `owner` (its jetton wallet is deployed on the way), of `master`'s jetton. */
  mint(owner: Address, amount: bigint, master = this.jettonMaster): Promise<BlockchainTransaction[]> {
    return this.locked(async () => {
      const body = mintBody({ to: owner, amount, ton: toNano('0.05'), responseTo: this.faucet.address });
      const r = await this.faucet.send({ to: master, value: toNano('0.1'), body });
      await this.index(r.transactions);
      return r.transactions;
    });
  }

  /** An external message from a client (sendBoc): the chain runs it and what follows it. */
  sendBoc(boc: Buffer): Promise<{ hash: string; transactions: BlockchainTransaction[] }> {
    return this.locked(async () => {
      const cell = Cell.fromBoc(boc)[0];
      if (!cell) throw new Error('The bag of cells is empty');
      const message = loadMessage(cell.beginParse());
      if (message.info.type !== 'external-in') throw new Error('Only external messages can be sent');
      const r = await this.chain.sendMessage(cell);
      await this.index(r.transactions);
      return { hash: cell.hash().toString('base64'), transactions: r.transactions };
    });
  }

  /** toncenter's estimateFee: the message runs unsigned on the chain, then the chain is rolled back. */
  estimateFee(address: Address, body: Cell, init: { code: Cell; data: Cell } | null) {
    return this.locked(async () => {
      const msg = beginCell()
        .store(storeMessage(external({ to: address, body, ...(init ? { init } : {}) })))
        .endCell();
      const snapshot = this.chain.snapshot();
      try {
        const r = await this.chain.sendMessage(msg, { ignoreChksig: true });
        const tx = r.transactions[0];
        if (!tx || tx.description.type !== 'generic') throw new Error('The message did not run');
        const d = tx.description;
        const gas = d.computePhase.type === 'vm' ? d.computePhase.gasFees : 0n;
        const storage = d.storagePhase?.storageFeesCollected ?? 0n;
        const fwd = d.actionPhase?.totalFwdFees ?? 0n;
        const action = d.actionPhase?.totalActionFees ?? 0n;
        return {
          in_fwd_fee: Number(tx.totalFees.coins - gas - storage - action),
          storage_fee: Number(storage),
          gas_fee: Number(gas),
          fwd_fee: Number(fwd),
        };
      } finally {
        await this.chain.loadFrom(snapshot);
      }
    });
  }

  async state(address: Address): Promise<{ state: AccountStateName; balance: bigint; codeHash?: string }> {
    const c = await this.chain.getContract(address);
    const s = c.accountState;
    if (!s || s.type === 'uninit') return { state: 'uninitialized', balance: c.balance };
    if (s.type === 'frozen') return { state: 'frozen', balance: c.balance };
    return { state: 'active', balance: c.balance, codeHash: s.state.code?.hash().toString('hex') };
  }

  walletInformation(address: Address) {
    return this.locked(async () => {
      const s = await this.state(address);
      const base = { balance: s.balance.toString(), account_state: s.state };
      if (s.state !== 'active' || s.codeHash !== WALLET_V4R2_CODE_HASH) return { wallet: false, ...base };
      const seqno = (await this.chain.runGetMethod(address, 'seqno')).stackReader.readNumber();
      const walletId = (await this.chain.runGetMethod(address, 'get_subwallet_id')).stackReader.readNumber();
      return { wallet: true, ...base, wallet_type: 'wallet v4 r2', seqno, wallet_id: walletId };
    });
  }

  runGetMethod(address: Address, method: string, stack: TupleItem[]) {
    return this.locked(async () => {
      const s = await this.state(address);
      if (s.state !== 'active') return { exitCode: -13, stack: [] as TupleItem[] };
      const r = await this.chain.runGetMethod(address, method, stack);
      return { exitCode: r.exitCode, stack: r.stack };
    });
  }

  /** The account's transactions, newest first; from lt/hash on (inclusive) when given, as toncenter. */
  async transactions(address: Address, o: { limit: number; lt?: string; hash?: string }) {
    const account = BigInt(`0x${address.hash.toString('hex')}`);
    let txs = this.log.filter((t) => t.address === account).reverse();
    if (o.lt && o.hash) {
      const start = txs.findIndex((t) => t.lt.toString() === o.lt && t.hash().toString('base64') === o.hash);
      if (start < 0) throw new Error('Transaction with provided lt and hash not found');
      txs = txs.slice(start);
    }
    return txs.slice(0, o.limit);
  }

  /** The transaction that processed the message with this cell hash (hex), if any. */
  transactionByMessage(hashHex: string): BlockchainTransaction | undefined {
    return this.log.find((t) => t.inMessage && t.raw.refs[0]?.refs[0]?.hash().toString('hex') === hashHex);
  }

  /** /api/v3/jetton/transfers: the owner's transfers of one jetton, newest first. */
  jettonTransfers(
    owner: Address,
    master: Address | null,
    limit: number,
    offset: number,
  ): JettonTransferRecord[] {
    const who = raw(owner);
    return this.transfers
      .filter(
        (t) => (t.source === who || t.destination === who) && (!master || t.jetton_master === raw(master)),
      )
      .sort((a, b) => (BigInt(b.transaction_lt) > BigInt(a.transaction_lt) ? 1 : -1))
      .slice(offset, offset + limit);
  }

  /** Records the TEP-74 transfers jetton wallets processed (what a v3 indexer lists). */
  private async index(txs: BlockchainTransaction[]): Promise<void> {
    this.log.push(...txs);
    for (const tx of txs) {
      const m = tx.inMessage;
      if (!m || m.info.type !== 'internal' || tx.description.type !== 'generic') continue;
      const t = readTransfer(m.body);
      if (!t) continue;
      const wallet = m.info.dest;
      const s = await this.state(wallet);
      if (s.codeHash !== JETTON_WALLET_CODE_HASH) continue;
      const data = await this.chain.runGetMethod(wallet, 'get_wallet_data');
      data.stackReader.readBigNumber();
      data.stackReader.readAddress();
      const master = data.stackReader.readAddress();
      this.transfers.push({
        query_id: t.queryId.toString(),
        source: raw(m.info.src),
        destination: t.destination ? raw(t.destination) : null,
        amount: t.amount.toString(),
        source_wallet: raw(wallet),
        jetton_master: raw(master),
        transaction_hash: tx.hash().toString('base64'),
        transaction_lt: tx.lt.toString(),
        transaction_now: tx.now,
        transaction_aborted: tx.description.aborted,
        response_destination: t.response ? raw(t.response) : null,
        custom_payload: null,
        forward_ton_amount: t.forwardTon.toString(),
        forward_payload: null,
      });
    }
  }
}
