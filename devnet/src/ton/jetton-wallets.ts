/**
 * toncenter v3's GET /api/v3/jetton/wallets over the sandbox. An indexer reads jetton wallets' state
 * as it indexes blocks; the devnet reads it at query time, with no get-method run (each costs tens
 * of milliseconds of emulator time): every minter here deploys the standard wallet code
 * (jetton-code.ts), so the owner's wallet is that code's StateInit address (what the minter's
 * get_wallet_address answers: server.test.ts checks it) and its data cell holds balance, owner,
 * master and code. The answer is the chain's current state in toncenter's documented shape:
 * {jetton_wallets: [{address, balance, owner, jetton, last_transaction_lt, code_hash, data_hash}],
 * address_book}, addresses raw (0:…, upper case), hashes base64.
 */
import { Address, beginCell, contractAddress } from '@ton/core';
import { jettonWalletCode } from './jetton-code';
import type { TonSandbox } from './sandbox';

export interface JettonWalletRecord {
  address: string;
  balance: string;
  owner: string;
  jetton: string;
  last_transaction_lt: string;
  code_hash: string;
  data_hash: string;
}

export interface JettonWalletQuery {
  owners: Address[];
  /** Only these masters' wallets (toncenter's jetton_address); all when empty. */
  jettons: Address[];
  excludeZeroBalance: boolean;
  limit: number;
  offset: number;
}

const raw = (a: Address) => a.toRawString().toUpperCase();
const WALLET_CODE = jettonWalletCode();

/** The standard wallet's address for (master, owner): its StateInit with a zero balance. */
export function jettonWalletAddress(master: Address, owner: Address): Address {
  const data = beginCell()
    .storeCoins(0)
    .storeAddress(owner)
    .storeAddress(master)
    .storeRef(WALLET_CODE)
    .endCell();
  return contractAddress(0, { code: WALLET_CODE, data });
}

async function walletOf(
  box: TonSandbox,
  master: Address,
  owner: Address,
): Promise<JettonWalletRecord | null> {
  const wallet = jettonWalletAddress(master, owner);
  const contract = await box.chain.getContract(wallet);
  const s = contract.accountState;
  if (!s || s.type !== 'active' || !s.state.code || !s.state.data) return null;
  if (!s.state.code.equals(WALLET_CODE)) return null;
  const data = s.state.data.beginParse();
  const balance = data.loadCoins();
  const holder = data.loadAddress();
  const jetton = data.loadAddress();
  // A wallet's data names its owner and master; one that does not match is not the owner's.
  if (!holder.equals(owner) || !jetton.equals(master)) return null;
  return {
    address: raw(wallet),
    balance: balance.toString(),
    owner: raw(holder),
    jetton: raw(jetton),
    last_transaction_lt: contract.lastTransactionLt.toString(),
    code_hash: s.state.code.hash().toString('base64'),
    data_hash: s.state.data.hash().toString('base64'),
  };
}

/** The owners' jetton wallets, in the order the masters were deployed, owner by owner. */
export function jettonWallets(box: TonSandbox, q: JettonWalletQuery): Promise<JettonWalletRecord[]> {
  return box.locked(async () => {
    const masters = box.jettonMasters.filter((m) => !q.jettons.length || q.jettons.some((j) => j.equals(m)));
    const found: JettonWalletRecord[] = [];
    for (const owner of q.owners) {
      for (const master of masters) {
        const w = await walletOf(box, master, owner);
        if (w && !(q.excludeZeroBalance && w.balance === '0')) found.push(w);
      }
    }
    return found.slice(q.offset, q.offset + q.limit);
  });
}
