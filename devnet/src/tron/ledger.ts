/**
 * The devnet's Tron ledger in memory: accounts (TRX, free bandwidth used), one built-in TRC-20
 * token, one block per accepted transaction, and the records the history and info calls read.
 * A broadcast is decoded, its txID recomputed, its signature recovered to the owner, its
 * expiration and reference block checked (TaPoS), then applied with java-tron's fee rules:
 * bandwidth (free 600 a day, else bytes × 1000 sun), a new receiver's 0.1 + 0.1 TRX, the memo fee,
 * TRC-20 energy at 420 sun (fee limit enforced).
 */
import { createHash } from 'node:crypto';
import * as c from './codec';
import * as st from './staking';

export const FEES = {
  accountCreation: 100_000n,
  newAccount: 100_000n,
  transactionFee: 1000n,
  energyFee: 420n,
  memoFee: 1_000_000n,
};
export const FREE_NET_LIMIT = 600n;
/** Energy of a TRC-20 transfer to a holder, and to an address that holds none yet. */
export const TRANSFER_ENERGY = { holder: 14_650n, newHolder: 29_650n };
const MAX_RESULT_SIZE = 64n;
const DAY_MS = 86_400_000n;

export interface TronAccountState {
  balance: bigint;
  createTime: number;
  freeNetUsed: bigint;
  stake: st.StakeState;
}

export interface TxRecord {
  txID: string;
  body: { raw_data: unknown; raw_data_hex: string; signature: string[] };
  type: string;
  owner: string;
  to: string;
  amount: bigint;
  /** TRC-20 transfers: the token receiver and value. */
  token?: { to: string; value: bigint };
  blockNumber: number;
  timestamp: number;
  fee: bigint;
  netFee: bigint;
  netUsage: bigint;
  energyFee: bigint;
  energyUsage: bigint;
  contractRet: string;
}

export interface Block {
  number: number;
  id: string;
  timestamp: number;
}

export type BroadcastResult =
  { result: true; txid: string } | { code: string; message: string; txid?: string };

class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class TronLedger {
  readonly accounts = new Map<string, TronAccountState>();
  readonly tokenBalances = new Map<string, bigint>();
  readonly blocks: Block[] = [];
  readonly txs: TxRecord[] = [];
  /** How long an unstake waits before it can be withdrawn (tests shorten it). */
  unfreezeDelayMs = st.UNFREEZE_DELAY_MS;

  constructor(
    readonly token: { address: string; name: string; symbol: string; decimals: number },
    readonly now: () => number = Date.now,
  ) {
    this.addBlock('');
  }

  private addBlock(seed: string): Block {
    const number = this.blocks.length;
    const id = createHash('sha256').update(`kestrel-tron-${number}-${seed}`).digest('hex');
    const block = { number, id: number.toString(16).padStart(16, '0') + id.slice(16), timestamp: this.now() };
    this.blocks.push(block);
    for (const a of this.accounts.values())
      a.stake.reward += a.stake.votes.reduce((t, v) => t + v.count, 0n) * st.REWARD_PER_VOTE_PER_BLOCK;
    return block;
  }

  head(): Block {
    return this.blocks[this.blocks.length - 1]!;
  }

  account(address: string): TronAccountState | undefined {
    return this.accounts.get(address);
  }

  credit(address: string, amount: bigint): void {
    const a = this.accounts.get(address);
    if (a) a.balance += amount;
    else
      this.accounts.set(address, {
        balance: amount,
        createTime: this.now(),
        freeNetUsed: 0n,
        stake: st.emptyStake(),
      });
  }

  /** What a transaction's signed bytes will burn, without applying it (tests read the fee with it). */
  feeOf(body: { raw_data_hex: string; signature: string[] }): bigint {
    return this.plan(body).fee;
  }

  private plan(body: { raw_data_hex: string; signature: string[] }) {
    const raw = c.fromHex(body.raw_data_hex);
    const tx = c.decodeRaw(raw);
    const contract = tx.contracts[0];
    if (tx.contracts.length !== 1 || !contract)
      throw new Refused('CONTRACT_VALIDATE_ERROR', 'one contract per transaction');
    const sigBytes = body.signature.reduce((n, s) => n + 2n + BigInt(s.length / 2), 0n);
    const rawLen = BigInt(raw.length);
    const bytes = 1n + (rawLen < 128n ? 1n : rawLen < 16384n ? 2n : 3n) + rawLen + sigBytes + MAX_RESULT_SIZE;
    let owner: string;
    let fee = 0n;
    let netUsage = 0n;
    let netFee = 0n;
    let energy = 0n;
    let to: string;
    let amount = 0n;
    let tokenValue: bigint | undefined;
    let staking: st.StakeOp | undefined;
    if (st.STAKING_TYPES.has(contract.type)) {
      staking = st.decodeStaking(contract.type, contract.value);
      owner = staking.owner;
      to = owner;
    } else if (contract.type === 1) {
      const t = c.decodeTransfer(contract.value);
      owner = c.encodeAddress(t.owner);
      to = c.encodeAddress(t.to);
      amount = t.amount;
    } else if (contract.type === 31) {
      const t = c.decodeTrigger(contract.value);
      owner = c.encodeAddress(t.owner);
      to = c.encodeAddress(t.contract);
      if (to !== this.token.address)
        throw new Refused('CONTRACT_VALIDATE_ERROR', 'No contract or not a smart contract');
      const hexData = c.toHex(t.data);
      if (!hexData.startsWith('a9059cbb') || hexData.length !== 8 + 128)
        throw new Refused('CONTRACT_VALIDATE_ERROR', 'the devnet token takes transfer(address,uint256) only');
      const receiver = c.encodeAddress(c.fromHex(`41${hexData.slice(32, 72)}`));
      tokenValue = BigInt(`0x${hexData.slice(72)}`);
      energy =
        (this.tokenBalances.get(receiver) ?? 0n) > 0n ? TRANSFER_ENERGY.holder : TRANSFER_ENERGY.newHolder;
      to = receiver;
    } else
      throw new Refused('CONTRACT_VALIDATE_ERROR', `contract type ${contract.type} is not run by the devnet`);
    const sender = this.accounts.get(owner);
    const creates = contract.type === 1 && !this.accounts.has(to);
    const stakedNet = sender ? st.netLimit(sender.stake) - sender.stake.netUsed : 0n;
    let fromStake = false;
    if (creates) {
      fromStake = stakedNet >= bytes;
      fee += FEES.newAccount + (fromStake ? 0n : FEES.accountCreation);
    } else if (stakedNet >= bytes) fromStake = true;
    else if (sender && FREE_NET_LIMIT - sender.freeNetUsed >= bytes) netUsage = bytes;
    else netFee = bytes * FEES.transactionFee;
    fee += netFee;
    if (tx.data.length) fee += FEES.memoFee;
    // Staked energy pays first; the rest is burnt at the energy fee.
    const energyLeft = sender ? st.energyLimit(sender.stake) - sender.stake.energyUsed : 0n;
    const stakedEnergy = energy < energyLeft ? energy : energyLeft > 0n ? energyLeft : 0n;
    const energyFee = (energy - stakedEnergy) * FEES.energyFee;
    return {
      raw,
      tx,
      owner,
      to,
      amount,
      tokenValue,
      staking,
      bytes,
      netUsage,
      netFee,
      energy,
      energyFee,
      fee: fee + energyFee,
      creates,
      stakedNet: fromStake ? bytes : 0n,
      stakedEnergy,
    };
  }

  async broadcast(body: {
    txID?: unknown;
    raw_data?: unknown;
    raw_data_hex?: unknown;
    signature?: unknown;
  }): Promise<BroadcastResult> {
    const txid = typeof body.txID === 'string' ? body.txID : undefined;
    try {
      if (
        typeof body.raw_data_hex !== 'string' ||
        !/^([0-9a-f]{2})+$/i.test(body.raw_data_hex) ||
        !body.raw_data
      )
        throw new Refused('OTHER_ERROR', 'raw_data and raw_data_hex are required');
      const sigs = Array.isArray(body.signature)
        ? body.signature.filter((s): s is string => typeof s === 'string')
        : [];
      if (sigs.length !== 1 || !/^[0-9a-f]{130}$/i.test(sigs[0]!))
        throw new Refused('SIGERROR', 'Validate signature error: one 65-byte signature');
      const full = {
        raw_data: body.raw_data,
        raw_data_hex: body.raw_data_hex.toLowerCase(),
        signature: sigs,
      };
      const p = this.plan(full);
      const id = c.toHex(c.sha256(p.raw));
      if (txid !== id) throw new Refused('OTHER_ERROR', `txID is not sha256(raw_data): ${id}`);
      if (this.txs.some((t) => t.txID === id)) throw new Refused('DUP_TRANSACTION_ERROR', 'Dup transaction.');
      if ((await c.signerOf(c.fromHex(id), c.fromHex(sigs[0]!))) !== p.owner)
        throw new Refused('SIGERROR', "Validate signature error: the signature is not the owner's");
      const now = BigInt(this.now());
      if (p.tx.expiration <= now || p.tx.expiration > now + DAY_MS)
        throw new Refused('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired');
      const ref = this.blocks.find(
        (b) =>
          c.toHex(p.tx.refBlockBytes) === (b.number & 0xffff).toString(16).padStart(4, '0') &&
          b.id.slice(16, 32) === c.toHex(p.tx.refBlockHash),
      );
      if (!ref) throw new Refused('TAPOS_ERROR', 'Tapos check error');
      const sender = this.accounts.get(p.owner);
      if (!sender)
        throw new Refused(
          'CONTRACT_VALIDATE_ERROR',
          'Contract validate error : Validate TransferContract error, no OwnerAccount.',
        );
      if (p.staking) {
        if (sender.balance < p.fee)
          throw new Refused('BANDWITH_ERROR', 'Account resource insufficient error.');
        const why = st.refusal(p.staking, sender.stake, sender.balance - p.fee, this.now());
        if (why) throw new Refused('CONTRACT_VALIDATE_ERROR', `Contract validate error : ${why}`);
        return { result: true, txid: this.apply(full, id, p, sender) };
      }
      if (p.to === p.owner && p.tokenValue === undefined)
        throw new Refused(
          'CONTRACT_VALIDATE_ERROR',
          'Contract validate error : Cannot transfer TRX to yourself.',
        );
      if (p.amount <= 0n && p.tokenValue === undefined)
        throw new Refused(
          'CONTRACT_VALIDATE_ERROR',
          'Contract validate error : Amount must be greater than 0.',
        );
      if (sender.balance < p.amount + p.fee - p.energyFee)
        throw new Refused(
          'CONTRACT_VALIDATE_ERROR',
          'Contract validate error : Validate TransferContract error, balance is not sufficient.',
        );
      return { result: true, txid: this.apply(full, id, p, sender) };
    } catch (e) {
      if (!(e instanceof Refused))
        return {
          code: 'OTHER_ERROR',
          message: c.toHex(new TextEncoder().encode((e as Error).message)),
          ...(txid ? { txid } : {}),
        };
      return {
        code: e.code,
        message: c.toHex(new TextEncoder().encode(e.message)),
        ...(txid ? { txid } : {}),
      };
    }
  }

  private apply(
    body: TxRecord['body'],
    id: string,
    p: ReturnType<TronLedger['plan']>,
    sender: TronAccountState,
  ): string {
    let contractRet = 'SUCCESS';
    let energyFee = p.energyFee;
    sender.freeNetUsed += p.netUsage;
    sender.stake.netUsed += p.stakedNet;
    sender.stake.energyUsed += p.stakedEnergy;
    sender.balance -= p.fee - p.energyFee;
    if (p.staking)
      sender.balance += st.applyStaking(
        p.staking,
        sender.stake,
        this.now(),
        this.unfreezeDelayMs,
      ).balanceDelta;
    else if (p.tokenValue !== undefined) {
      // Energy: the fee limit caps what is burnt; short of it the call runs out of energy.
      if (energyFee > p.tx.feeLimit || energyFee > sender.balance) {
        contractRet = 'OUT_OF_ENERGY';
        energyFee = p.tx.feeLimit < sender.balance ? p.tx.feeLimit : sender.balance;
      } else if ((this.tokenBalances.get(p.owner) ?? 0n) < p.tokenValue) contractRet = 'REVERT';
      sender.balance -= energyFee;
      if (contractRet === 'SUCCESS') {
        this.tokenBalances.set(p.owner, (this.tokenBalances.get(p.owner) ?? 0n) - p.tokenValue);
        this.tokenBalances.set(p.to, (this.tokenBalances.get(p.to) ?? 0n) + p.tokenValue);
      }
    } else {
      sender.balance -= p.amount;
      this.credit(p.to, p.amount);
    }
    const block = this.addBlock(id);
    this.txs.push({
      txID: id,
      body,
      type: p.staking
        ? st.stakingName(p.staking.type)
        : p.tokenValue === undefined
          ? 'TransferContract'
          : 'TriggerSmartContract',
      owner: p.owner,
      to: p.tokenValue === undefined ? p.to : this.token.address,
      amount: p.amount,
      ...(p.tokenValue !== undefined ? { token: { to: p.to, value: p.tokenValue } } : {}),
      blockNumber: block.number,
      timestamp: block.timestamp,
      fee: p.fee - p.energyFee + energyFee,
      netFee: p.netFee,
      netUsage: p.netUsage,
      energyFee,
      energyUsage: p.energy,
      contractRet,
    });
    return id;
  }

  tx(id: string): TxRecord | undefined {
    return this.txs.find((t) => t.txID === id);
  }
}
