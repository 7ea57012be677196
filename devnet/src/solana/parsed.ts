/**
 * getTransaction with encoding jsonParsed, as a node answers it for the programs Kestrel uses:
 * System transfers and account creation, SPL Token transfers, Memo text; other instructions are
 * "partially decoded" (program id, accounts, base58 data), as a node does for unknown programs.
 */
import type { TxRecord } from './emulator';
import { addressAt, isTokenProgram, PROGRAM, u64At } from './layouts';
import { base58, isWritable } from './wire';

function parse(
  programId: string,
  accounts: string[],
  data: Uint8Array,
): { program: string; parsed: unknown } | null {
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (programId === PROGRAM.system && data.length >= 4) {
    const kind = dv.getUint32(0, true);
    if (kind === 2 && data.length === 12)
      return {
        program: 'system',
        parsed: {
          type: 'transfer',
          info: { source: accounts[0], destination: accounts[1], lamports: Number(u64At(data, 4)) },
        },
      };
    if (kind === 0 && data.length === 52)
      return {
        program: 'system',
        parsed: {
          type: 'createAccount',
          info: {
            source: accounts[0],
            newAccount: accounts[1],
            lamports: Number(u64At(data, 4)),
            space: Number(u64At(data, 12)),
            owner: addressAt(data, 20),
          },
        },
      };
    if (kind === 3) {
      const seedLength = Number(u64At(data, 36));
      const at = 44 + seedLength;
      return {
        program: 'system',
        parsed: {
          type: 'createAccountWithSeed',
          info: {
            source: accounts[0],
            newAccount: accounts[1],
            base: addressAt(data, 4),
            seed: new TextDecoder().decode(data.slice(44, at)),
            lamports: Number(u64At(data, at)),
            space: Number(u64At(data, at + 8)),
            owner: addressAt(data, at + 16),
          },
        },
      };
    }
  }
  if (isTokenProgram(programId) && data[0] === 12 && data.length === 10)
    return {
      program: programId === PROGRAM.token ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'transferChecked',
        info: {
          source: accounts[0],
          mint: accounts[1],
          destination: accounts[2],
          authority: accounts[3],
          tokenAmount: { amount: u64At(data, 1).toString(), decimals: data[9] },
        },
      },
    };
  if (programId === PROGRAM.token && data[0] === 3 && data.length === 9)
    return {
      program: 'spl-token',
      parsed: {
        type: 'transfer',
        info: {
          source: accounts[0],
          destination: accounts[1],
          authority: accounts[2],
          amount: u64At(data, 1).toString(),
        },
      },
    };
  if (programId === PROGRAM.memo) return { program: 'spl-memo', parsed: new TextDecoder().decode(data) };
  return null;
}

export function parsedTransaction(r: TxRecord) {
  const { wire } = r;
  return {
    slot: r.slot,
    blockTime: r.blockTime,
    version: 'legacy',
    meta: {
      err: r.err,
      status: r.err === null ? { Ok: null } : { Err: r.err },
      fee: r.fee,
      preBalances: r.preBalances,
      postBalances: r.postBalances,
      preTokenBalances: r.preTokenBalances,
      postTokenBalances: r.postTokenBalances,
      logMessages: r.logs,
      computeUnitsConsumed: r.unitsConsumed,
      innerInstructions: [],
      rewards: [],
    },
    transaction: {
      signatures: wire.signatures.map(base58),
      message: {
        accountKeys: wire.keys.map((pubkey, i) => ({
          pubkey,
          signer: i < wire.header.required,
          writable: isWritable(wire, i),
          source: 'transaction',
        })),
        recentBlockhash: wire.blockhash,
        instructions: wire.instructions.map((ix) => {
          const programId = wire.keys[ix.programIndex]!;
          const accounts = ix.accounts.map((a) => wire.keys[a]!);
          const p = parse(programId, accounts, ix.data);
          return p
            ? { programId, ...p, stackHeight: null }
            : { programId, accounts, data: base58(ix.data), stackHeight: null };
        }),
      },
    },
  };
}
