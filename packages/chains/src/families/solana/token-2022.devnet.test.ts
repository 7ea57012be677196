/**
 * Token-2022 on litesvm (its built-in Token-2022 program) through the adapter: balances read both
 * token programs; a send of a Token-2022 mint (plain, and with a supported extension) uses the
 * Token-2022 program id and its associated account (derived independently with @solana-program/token
 * here), creates the receiver's 170-byte account with its rent in the fee, and the program accepts
 * it; a mint with a transfer fee (or a malformed extension area) is refused before anything is
 * signed. Mints and the sender's account are written into the bank as the devnet's genesis does.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { findAssociatedTokenPda } from '@solana-program/token';
import { address, type Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolanaAdapter } from './index';
import { mintExtensions, tokenMetadata } from './logic/mint';
import { PROGRAM } from './logic/rules';
import { putAccount, putTokenHolding } from './testing/bank';
import { devnetAdapter, devnetSigner, freshSigner, rpc, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
let adapter: SolanaAdapter;
beforeAll(async () => {
  devnet = await startTestSolana();
  // No token list: token info comes from the mint account itself.
  adapter = devnetAdapter(devnet, { tokenListApis: [] });
});
afterAll(() => devnet?.stop());

const UNIT = 1_000_000n;

type Ext = { type: number; length: number; value?: Uint8Array };

/** A Token-2022 mint (6 decimals, initialized) with the given TLV extensions after the 165-byte base. */
function mintData(extensions: Ext[] = []): Uint8Array {
  const size = extensions.length ? 166 + extensions.reduce((t, e) => t + 4 + e.length, 0) : 82;
  const d = new Uint8Array(size);
  d[44] = 6;
  d[45] = 1;
  if (extensions.length) {
    d[165] = 1; // AccountType::Mint
    let at = 166;
    for (const e of extensions) {
      new DataView(d.buffer).setUint16(at, e.type, true);
      new DataView(d.buffer).setUint16(at + 2, e.length, true);
      if (e.value) d.set(e.value, at + 4);
      at += 4 + e.length;
    }
  }
  return d;
}

/** TokenMetadata (type 18, borsh): update authority, mint, name, symbol, uri, no additional fields. */
function metadataExt(name: string, symbol: string): Ext {
  const str = (t: string) => {
    const b = new TextEncoder().encode(t);
    const out = new Uint8Array(4 + b.length);
    new DataView(out.buffer).setUint32(0, b.length, true);
    out.set(b, 4);
    return out;
  };
  const value = Uint8Array.from([
    ...new Uint8Array(64),
    ...str(name),
    ...str(symbol),
    ...str(''),
    0,
    0,
    0,
    0,
  ]);
  return { type: 18, length: value.length, value };
}

async function ata(owner: string, mint: string): Promise<string> {
  return (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: address(mint),
      tokenProgram: address(PROGRAM.token2022),
    })
  )[0];
}

/** Writes a Token-2022 mint and `holder`'s associated account holding `amount`; returns the mint. */
function newMint(holder: string, amount: bigint, data: Uint8Array): string {
  const mint = freshSigner().address;
  putAccount(devnet, mint, data, PROGRAM.token2022);
  putTokenHolding(devnet, { mint, holder, amount, program: PROGRAM.token2022 });
  return mint;
}

describe('Token-2022 on litesvm', () => {
  it.each([
    ['a plain Token-2022 mint', [] as Ext[]],
    // MintCloseAuthority (type 3, 32 bytes, none set): an extension a plain transfer honours.
    ['a mint with a supported extension', [{ type: 3, length: 32 }]],
    // MetadataPointer (17: authority, address) and the TokenMetadata it points at, in the mint.
    ['a mint with its own metadata', [{ type: 17, length: 64 }, metadataExt('Kestrel 2022', 'K22')]],
  ])('sends %s: Token-2022 program and account, receiver account created, accepted', async (_, ext) => {
    const signer = await devnetSigner(devnet, 0);
    const mint = newMint(signer.address, 500n * UNIT, mintData(ext));
    const kusd = devnet.genesis.token.mint;
    // Both token programs' accounts are read: the SPL KUSD and the Token-2022 mint.
    const held = await adapter.getBalances(signer.address, { tokens: [kusd, mint] });
    expect(held.slice(1).map((b) => [b.amount, b.decimals, b.state])).toEqual([
      [1_000_000n * UNIT, 6, 'fresh'],
      [500n * UNIT, 6, 'fresh'],
    ]);
    const meta = ext.some((e) => e.type === 18);
    expect(await adapter.getTokenInfo(mint)).toEqual({
      name: meta ? 'Kestrel 2022' : 'Unknown Token',
      symbol: meta ? 'K22' : '',
      decimals: 6,
      icon: null,
    });

    const to = freshSigner().address;
    const asset = { kind: 'token' as const, contract: mint };
    const prepared = await adapter.prepareTransfer({ from: signer.address, to, amount: 25n * UNIT, asset });
    const rent = BigInt((await rpc(devnet, 'getMinimumBalanceForRentExemption', [170])).result as number);
    const units = BigInt(prepared.view.estimateGas!);
    expect(prepared.fee).toBe(5000n + (prepared.price * units + 999_999n) / 1_000_000n + rent);
    const [solBefore] = await adapter.getBalances(signer.address);
    const { receipt, signed } = await submit(adapter, prepared, signer);
    expect(receipt).toMatchObject({ success: true });
    const [solAfter] = await adapter.getBalances(signer.address);
    expect(solBefore!.amount - solAfter!.amount).toBe(prepared.fee);

    // The receiver's account is the Token-2022 associated account, owned by Token-2022.
    const created = devnet.chain.svm.getAccount((await ata(to, mint)) as Address);
    expect(created.exists && created.programAddress).toBe(PROGRAM.token2022);
    expect(created.exists && created.data.length).toBe(170);
    expect((await adapter.getBalances(to, { tokens: [mint] }))[1]!.amount).toBe(25n * UNIT);
    expect((await adapter.getBalances(signer.address, { tokens: [mint] }))[1]!.amount).toBe(475n * UNIT);
    const tx = (await rpc(devnet, 'getTransaction', [signed.hash, { encoding: 'jsonParsed' }])).result as {
      transaction: { message: { instructions: { programId: string }[] } };
    };
    const programs = tx.transaction.message.instructions.map((i) => i.programId);
    expect(programs).toContain(PROGRAM.token2022);
    expect(programs).not.toContain(PROGRAM.token);
    const rows = (await adapter.getHistory(to, { asset })).items;
    expect(rows.map((r) => [r.amount, r.from, r.to])).toEqual([[String(25n * UNIT), signer.address, to]]);
  });

  it('refuses a transfer-fee mint before signing, and moves nothing', async () => {
    const signer = await devnetSigner(devnet, 1);
    // TransferFeeConfig (type 1, 108 bytes): a fee is withheld from each transfer.
    const mint = newMint(signer.address, 10n * UNIT, mintData([{ type: 1, length: 108 }]));
    const asset = { kind: 'token' as const, contract: mint };
    const [before] = await adapter.getBalances(signer.address);
    await expect(
      adapter.prepareTransfer({ from: signer.address, to: freshSigner().address, amount: UNIT, asset }),
    ).rejects.toThrow(`Token-2022 mint ${mint} uses extensions Kestrel cannot send yet (transfer fee)`);
    // Its balance still shows (the refusal is about sending).
    const after = await adapter.getBalances(signer.address, { tokens: [mint] });
    expect(after[0]!.amount).toBe(before!.amount);
    expect(after[1]!.amount).toBe(10n * UNIT);
  });

  it('reads extension types and refuses a malformed extension area', () => {
    expect(mintExtensions(mintData())).toEqual([]);
    expect(
      mintExtensions(
        mintData([
          { type: 3, length: 32 },
          { type: 18, length: 10 },
        ]),
      ),
    ).toEqual([3, 18]);
    // A TokenMetadata value too short for its strings names nothing (the mint still reads).
    expect(tokenMetadata(new Uint8Array(70))).toBeUndefined();
    expect(tokenMetadata(metadataExt('A', 'B').value!)).toEqual({ name: 'A', symbol: 'B' });
    const overrun = mintData([{ type: 1, length: 108 }]).slice(0, 200);
    expect(() => mintExtensions(overrun)).toThrow('Malformed Token-2022 mint');
    const untyped = mintData([{ type: 3, length: 32 }]);
    untyped[165] = 2;
    expect(() => mintExtensions(untyped)).toThrow('Malformed Token-2022 mint');
  });
});
