/** The Solana JSON-RPC methods the devnet serves (the ones Kestrel's adapter and faucet call, and a few health reads). */
import { getBase64Decoder, getBase64Encoder, type Address } from '@solana/kit';
import type { SolanaEmulator } from './emulator';
import { RpcError } from './errors';
import { sendInstructions, transferIx, type Genesis } from './genesis';
import { PROGRAM, readTokenAccount } from './layouts';
import { parsedTransaction } from './parsed';
import { base58 } from './wire';

const b64in = getBase64Encoder();
const b64out = getBase64Decoder();
const MAX_AIRDROP = 1_000_000n * 1_000_000_000n;

type Params = unknown[];
const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || !v) throw new RpcError(-32602, `Invalid params: ${what}`);
  return v;
};
const opt = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
const address = (v: unknown): Address => {
  const a = str(v, 'address');
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a)) throw new RpcError(-32602, 'Invalid param: Invalid');
  return a as Address;
};

export function createRpc(chain: SolanaEmulator, genesis: Genesis) {
  const context = () => ({ slot: chain.slot, apiVersion: '2.2.0' });
  const accountJson = (a: Address) => {
    const acc = chain.svm.getAccount(a);
    if (!acc.exists) return null;
    return {
      lamports: Number(acc.lamports),
      owner: acc.programAddress,
      data: [b64out.decode(acc.data), 'base64'],
      executable: acc.executable,
      rentEpoch: 0,
      space: acc.data.length,
    };
  };
  const methods: Record<string, (p: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0-kestrel-devnet', 'feature-set': 0 }),
    getSlot: () => chain.slot,
    getBlockHeight: () => chain.blockHeight,
    getEpochInfo: () => {
      const clock = chain.svm.getClock();
      return {
        epoch: Number(clock.epoch),
        absoluteSlot: chain.slot,
        blockHeight: chain.blockHeight,
        slotIndex: 0,
        slotsInEpoch: 432000,
      };
    },
    getBalance: (p) => ({ context: context(), value: Number(chain.balanceOf(address(p[0]))) }),
    getAccountInfo: (p) => ({ context: context(), value: accountJson(address(p[0])) }),
    getMinimumBalanceForRentExemption: (p) =>
      Number(chain.svm.minimumBalanceForRentExemption(BigInt(Number(p[0] ?? 0)))),
    getLatestBlockhash: () => ({ context: context(), value: chain.newBlock() }),
    isBlockhashValid: (p) => ({ context: context(), value: chain.isBlockhashValid(str(p[0], 'blockhash')) }),
    getRecentPrioritizationFees: () => chain.prioritizationFees,
    simulateTransaction: (p) => {
      const sim = chain.simulate(new Uint8Array(b64in.encode(str(p[0], 'transaction'))));
      return {
        context: context(),
        value: {
          err: sim.err,
          logs: sim.logs,
          unitsConsumed: sim.unitsConsumed,
          accounts: null,
          returnData: null,
        },
      };
    },
    sendTransaction: (p) => {
      const o = opt(p[1]);
      if (o.encoding !== 'base64')
        throw new RpcError(-32602, 'Invalid params: only base64 encoding is served');
      return chain.send(new Uint8Array(b64in.encode(str(p[0], 'transaction'))), {
        skipPreflight: o.skipPreflight === true,
      });
    },
    getSignatureStatuses: (p) => ({
      context: context(),
      value: (Array.isArray(p[0]) ? p[0] : []).map((s) => {
        const r = chain.records.get(String(s));
        return r
          ? {
              slot: r.slot,
              confirmations: null,
              err: r.err,
              status: r.err === null ? { Ok: null } : { Err: r.err },
              confirmationStatus: 'finalized',
            }
          : null;
      }),
    }),
    getSignaturesForAddress: (p) => {
      const limit = Math.min(1000, Math.max(1, Number(opt(p[1]).limit ?? 1000)));
      const before = opt(p[1]).before;
      const from = typeof before === 'string' ? before : undefined;
      return chain.signaturesFor(address(p[0]), limit, from).map((r) => ({
        signature: r.signature,
        slot: r.slot,
        err: r.err,
        memo: null,
        blockTime: r.blockTime,
        confirmationStatus: 'finalized',
      }));
    },
    getTransaction: (p) => {
      const r = chain.records.get(str(p[0], 'signature'));
      if (!r) return null;
      if (opt(p[1]).encoding !== 'jsonParsed')
        throw new RpcError(-32602, 'Invalid params: only jsonParsed encoding is served');
      return parsedTransaction(r);
    },
    getTokenAccountsByOwner: (p) => {
      const owner = address(p[0]);
      const mint = opt(p[1]).mint;
      // A mint filter searches the mint's own program (SPL Token or Token-2022), as a node does.
      const ofMint = mint ? chain.svm.getAccount(mint as Address) : undefined;
      const program = opt(p[1]).programId ?? (ofMint?.exists ? ofMint.programAddress : PROGRAM.token);
      const value = chain.svm.getProgramAccounts(program as Address).flatMap((a) => {
        const t = readTokenAccount(new Uint8Array(a.data));
        if (!t || t.owner !== owner || (mint && t.mint !== mint)) return [];
        const m = chain.svm.getAccount(t.mint as Address);
        const decimals = m.exists ? (m.data[44] ?? 0) : 0;
        const ui = Number(t.amount) / 10 ** decimals;
        return [
          {
            pubkey: a.address,
            account: {
              lamports: Number(a.lamports),
              owner: program,
              executable: false,
              space: a.data.length,
              data: {
                program: program === PROGRAM.token2022 ? 'spl-token-2022' : 'spl-token',
                space: a.data.length,
                parsed: {
                  type: 'account',
                  info: {
                    mint: t.mint,
                    owner: t.owner,
                    state: t.frozen ? 'frozen' : 'initialized',
                    isNative: false,
                    tokenAmount: {
                      amount: t.amount.toString(),
                      decimals,
                      uiAmount: ui,
                      uiAmountString: String(ui),
                    },
                  },
                },
              },
            },
          },
        ];
      });
      return { context: context(), value };
    },
    getProgramAccounts: (p) => {
      const filters =
        (opt(p[1]).filters as
          { memcmp?: { offset: number; bytes: string }; dataSize?: number }[] | undefined) ?? [];
      return chain.svm.getProgramAccounts(address(p[0])).flatMap((a) => {
        const data = new Uint8Array(a.data);
        const ok = filters.every((f) => {
          if (f.dataSize !== undefined) return data.length === f.dataSize;
          if (!f.memcmp) return true;
          const at = f.memcmp.offset;
          return base58(data.slice(at, at + 32)) === f.memcmp.bytes;
        });
        return ok
          ? [
              {
                pubkey: a.address,
                account: {
                  lamports: Number(a.lamports),
                  owner: p[0],
                  executable: false,
                  rentEpoch: 0,
                  space: data.length,
                  data: [b64out.decode(data), 'base64'],
                },
              },
            ]
          : [];
      });
    },
    /** Devnet faucet: a real transfer from the faucet account, so it shows in history. */
    requestAirdrop: async (p) => {
      const to = address(p[0]);
      const n = Number(p[1] ?? 0);
      const amount = Number.isSafeInteger(n) ? BigInt(n) : 0n;
      if (amount <= 0n || amount > MAX_AIRDROP)
        throw new RpcError(-32602, 'Invalid params: lamports must be from 1 to 1e15');
      return sendInstructions(chain, genesis.faucet, [transferIx(genesis.faucet, to, amount)]);
    },
  };
  return async function call(method: string, params: Params): Promise<unknown> {
    const m = methods[method];
    if (!m) throw new RpcError(-32601, 'Method not found');
    return m(params);
  };
}
