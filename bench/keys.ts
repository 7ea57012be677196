/**
 * Key derivation benchmark: 50 addresses on EVM, Bitcoin, Solana and Tron with ethers v6 as the reference;
 * phrase to seed through the platform's PBKDF2 beside WebCrypto alone; the first account of all 38
 * chain records from one seed.
 */
import { HDNodeWallet } from 'ethers';
import {
  CHAINS,
  deriveAccount,
  deriveAccounts,
  loadFamilies,
  seedFromMnemonic,
  seedFromMnemonicAsync,
} from '@kestrel/chains';
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
  const enc = new TextEncoder();
  // The reference: the platform's PBKDF2 alone (WebCrypto), the BIP-39 stretch and nothing else.
  const [seedOurs, seedPlatform] = await measurePair(
    [
      'phrase to seed, Kestrel (seedFromMnemonicAsync: checksum + WebCrypto PBKDF2)',
      () => seedFromMnemonicAsync(PHRASE),
    ],
    [
      'phrase to seed, WebCrypto PBKDF2-SHA512 alone (2048 rounds)',
      async () => {
        const key = await crypto.subtle.importKey('raw', enc.encode(PHRASE), 'PBKDF2', false, ['deriveBits']);
        await crypto.subtle.deriveBits(
          { name: 'PBKDF2', hash: 'SHA-512', salt: enc.encode('mnemonic'), iterations: 2048 },
          key,
          512,
        );
      },
    ],
    21,
  );
  await loadFamilies();
  const material = await seedFromMnemonicAsync(PHRASE, '', { cardano: true });
  const all = await measure(`first account of all ${CHAINS.length} chain records, one seed, warm`, () => {
    const each = { ...material, seed: material.seed.slice() };
    for (const c of CHAINS) deriveAccount(c.chain_name, each);
  });
  const rows = [
    await measure('phrase to seed in JavaScript (seedFromMnemonic, 2048 rounds)', () =>
      seedFromMnemonic(PHRASE),
    ),
    ...evm,
    await measure('50 Bitcoin native segwit addresses', () =>
      deriveAccounts('bitcoin', fresh(), { count: 50 }),
    ),
    await measure('50 Solana addresses', () => deriveAccounts('solana', fresh(), { count: 50 })),
    await measure('50 Tron addresses', () => deriveAccounts('tron', fresh(), { count: 50 })),
  ];
  const ours = rows[1]!.medianMs;
  const ethers = rows[2]!.medianMs;
  rows.push(seedOurs, seedPlatform, all);
  const seedRatio = seedOurs.medianMs / seedPlatform.medianMs;
  const table = [
    '| operation | median ms | min ms | runs |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.medianMs)} | ${fmt(r.minMs)} | ${r.runs} |`),
  ].join('\n');
  const body = `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n\nKestrel / ethers for 50 EVM addresses: **${(ours / ethers).toFixed(2)}×** (target ≤ 0.8×). Phrase to seed / WebCrypto alone: **${seedRatio.toFixed(2)}×** (target ≤ 1.5×; measured in alternation). All ${CHAINS.length} records' first accounts: **${fmt(all.medianMs)} ms** (target ≤ 150 ms; the seed with Cardano's Icarus stretch computed ahead by WebCrypto, each run on a fresh copy of the seed so no parent node is reused).\n\nThe two EVM rows are measured in alternation (41 pairs after 3 warm-up pairs) so both see the same machine load; the others are medians of 15 runs after two warm-ups. Kestrel builds a window-8 table for the secp256k1 base point once per process (about 65 ms, on the first derivation); each run derives from a fresh copy of the seed, so no parent node is reused between runs.`;
  console.log(body);
  writePerfSection('Keys', body);
}
