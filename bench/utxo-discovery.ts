/**
 * Bitcoin-family account discovery: an account with 100 used receive addresses (and 10 used
 * change addresses) through one mempool.space-style provider answering every request after
 * 200 ms (in memory, nothing leaves the process). Target: at most 3 latencies per chain step
 * (a gap-limit window of one chain; both chains are walked at once, each window in parallel).
 */
import { getChain } from '@kestrel/chains';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createUtxoAdapter } from '../packages/chains/src/families/utxo/index';
import { GAP_LIMIT } from '../packages/chains/src/families/utxo/logic/discovery';
import { walletSignerFromSeed } from '../packages/chains/src/families/utxo/logic/signer';
import { fakeMempool } from '../packages/chains/src/families/utxo/testing/fake-mempool';
import { fmt, machine, writePerfSection } from './measure';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const LATENCY_MS = 200;
const USED = 100;
const USED_CHANGE = 10;

/** Windows the longer chain needs: ceil(used / gap) full ones, then one wholly unused. */
const steps = (used: number) => Math.ceil(used / GAP_LIMIT) + 1;

async function once(): Promise<{ ms: number; requests: number; amount: bigint }> {
  const chain = getChain('bitcoin');
  const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
  const api = fakeMempool();
  const signer = walletSignerFromSeed(chain, 'mainnet', seed);
  for (let i = 0; i < USED; i++) api.fund(signer.derive!(0, i).address, 1000);
  for (let i = 0; i < USED_CHANGE; i++) api.fund(signer.derive!(1, i).address, 1000);
  api.latencyMs = LATENCY_MS;
  const adapter = createUtxoAdapter(chain, {
    network: 'mainnet',
    utxoProviders: [{ kind: 'mempool', url: 'http://fake.invalid/api' }],
    fetch: api.fetch,
  });
  // A fresh signer: its keys are derived during the walk, as after an import.
  const fresh = walletSignerFromSeed(chain, 'mainnet', seed);
  const t0 = performance.now();
  const b = await adapter.getAccountBalance!(fresh);
  return { ms: performance.now() - t0, requests: api.requests.length, amount: b!.amount };
}

export async function benchUtxoDiscovery(): Promise<void> {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await once());
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[2]!;
  const expected = BigInt((USED + USED_CHANGE) * 1000);
  if (median.amount !== expected) throw new Error(`found ${median.amount}, expected ${expected}`);
  const chainSteps = steps(USED);
  const perStep = median.ms / chainSteps / LATENCY_MS;
  const body = `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.

Discovery of an account with ${USED} used receive and ${USED_CHANGE} used change addresses (gap limit ${GAP_LIMIT}) through one mempool.space-style provider with ${LATENCY_MS} ms latency per request: median of 5 runs **${fmt(median.ms)} ms** (min ${fmt(runs[0]!.ms)} ms), ${median.requests} requests, ${chainSteps} steps on the receive chain (the change chain is walked at the same time) = **${perStep.toFixed(2)} latencies per chain step** (target ≤ 3). Each step reads its window's addresses in parallel (a provider with a many-address call, the premium relay, takes one request per step).`;
  console.log(body);
  writePerfSection('Bitcoin-family account discovery', body);
  if (perStep > 3) throw new Error(`${perStep.toFixed(2)} latencies per chain step: above the target of 3`);
}
