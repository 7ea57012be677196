/** Key derivation benchmark: 50 addresses on EVM, Bitcoin, Solana and Tron, phrase-to-seed, and ethers v6 as the reference. */
import { HDNodeWallet } from 'ethers';
import { deriveAccounts, loadFamilies, seedFromMnemonic } from '@kestrel/chains';
import { fmt, machine, measure, measurePair, writePerfSection } from './measure';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export async function benchKeys(): Promise<void> {
  // Outside the timings: each family's code loads once, on first use.
  await loadFamilies(['ethereum', 'bitcoin', 'solana', 'tron']);
  const seed = seedFromMnemonic(PHRASE);
  // A fresh seed object each run: no parent node is reused between runs.
  const fresh = () => ({ ...seed, seed: seed.seed.slice() });
  const evm = await measurePair(
    ['50 EVM addresses (Kestrel)', () => deriveAccounts('ethereum', fresh(), { count: 50 })],
    [
      '50 EVM addresses (ethers v6, same seed)',
      () => {
        const account = HDNodeWallet.fromSeed(seed.seed).derivePath("m/44'/60'/0'/0");
        for (let i = 0; i < 50; i++) void account.deriveChild(i).address;
      },
    ],
  );
  const rows = [
    await measure('phrase to seed (PBKDF2-SHA512, 2048 rounds)', () => seedFromMnemonic(PHRASE)),
    ...evm,
    await measure('50 Bitcoin native segwit addresses', () =>
      deriveAccounts('bitcoin', fresh(), { count: 50 }),
    ),
    await measure('50 Solana addresses', () => deriveAccounts('solana', fresh(), { count: 50 })),
    await measure('50 Tron addresses', () => deriveAccounts('tron', fresh(), { count: 50 })),
  ];
  const ours = rows[1]!.medianMs;
  const ethers = rows[2]!.medianMs;
  const table = [
    '| operation | median ms | min ms | runs |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.medianMs)} | ${fmt(r.minMs)} | ${r.runs} |`),
  ].join('\n');
  const body = `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n\nKestrel / ethers for 50 EVM addresses: **${(ours / ethers).toFixed(2)}×** (target ≤ 0.8×).\n\nThe two EVM rows are measured in alternation (41 pairs after 3 warm-up pairs) so both see the same machine load; the others are medians of 15 runs after two warm-ups. Kestrel builds a window-8 table for the secp256k1 base point once per process (about 65 ms, on the first derivation); each run derives from a fresh copy of the seed, so no parent node is reused between runs.`;
  console.log(body);
  writePerfSection('Keys', body);
}
