/**
 * EVM benchmark: (1) send → confirmed on the devnet (prepare, build, sign, broadcast, receipt);
 * (2) balance refresh of all 18 EVM networks of the devnet with 5 tokens each through a loopback
 * proxy adding 200 ms to every request (issue #21: one request per network, at most 1.5 latencies
 * cold), beside one call per read (the way before Multicall3) in the same run.
 * Run: npx tsx bench/evm.ts   (writes the "## EVM" section of docs/performance.md)
 */
import { ARTIFACTS, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  hexToBytes,
  http,
  multicall3Abi,
  type Abi,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { createAdapter } from '../packages/chains/src/adapter';
import { EVM_CHAINS } from '../packages/chains/src/registry/evm';
import { createAdapter as createEvm } from '../packages/chains/src/families/evm/index';
import { softwareSigner } from '../packages/chains/src/families/evm/logic/sign';
import { erc20Abi } from '../packages/chains/src/families/evm/logic/contracts';
import { MULTICALL3_CANONICAL } from '../packages/chains/src/families/evm/logic/multicall3';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';
import { fmt, machineDetail, measure, writePerfSection } from './measure';

const LATENCY_MS = 200;
const RUNS = 7;
/** Issue #21's reference: the refresh before Multicall3 (docs/performance.md, 2026-11-22). */
const ISSUE_REFERENCE = { ms: 460, requests: 378 };
const TARGET_LATENCIES = 1.5;

async function sendToConfirmed() {
  const devnet = await startDevnet({ port: await freePort() });
  try {
    const eth = await createEvm('ethereum', {
      network: 'devnet',
      rpc: [devnet.rpcUrl],
      confirm: { pollMs: 20 },
    });
    const from = devnet.accounts[1]!;
    const signer = softwareSigner(hexToBytes(from.privateKey));
    return await measure('native send → confirmed (devnet, automine)', async () => {
      const intent = { from: from.address, to: devnet.accounts[2]!.address, amount: 1n };
      const prepared = await eth.prepareTransfer(intent);
      const signed = await eth.sign(await eth.buildTransaction(prepared), signer);
      const { hash } = await eth.broadcast(signed);
      const r = await eth.waitForConfirmation(hash);
      if (r === 'pending') throw new Error('not confirmed');
    });
  } finally {
    await devnet.stop();
  }
}

interface Refresh {
  name: string;
  medianMs: number;
  minMs: number;
  requests: number;
}

type Run = [name: string, run: () => Promise<void>];

/**
 * Each read RUNS times after one warm-up, taken in turns (A, B, C, A, B, C…) so that every row sees
 * the same load of this shared machine; per read the median run's time and request count.
 */
async function timedInTurns<const R extends readonly Run[]>(
  proxy: LatencyProxy,
  reads: R,
): Promise<{ [K in keyof R]: Refresh }> {
  for (const [, run] of reads) await run();
  const runs = reads.map(() => [] as { ms: number; requests: number }[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, [, run]] of reads.entries()) {
      proxy.reset();
      const t0 = performance.now();
      await run();
      runs[k]!.push({ ms: performance.now() - t0, requests: proxy.requests });
    }
  }
  return reads.map(([name], k) => {
    const sorted = runs[k]!.sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor(RUNS / 2)]!;
    return { name, medianMs: median.ms, minMs: sorted[0]!.ms, requests: median.requests };
  }) as { [K in keyof R]: Refresh };
}

/** What bench/evm-node.ts reports of the devnet it runs. */
interface EvmNode {
  rpcUrl: string;
  networks: { chain_name: string; chainId: number; rpcUrl: string }[];
  accounts: { address: Hex; privateKey: Hex }[];
  contracts: Devnet['contracts'];
  child: ChildProcess;
}

async function startEvmNode(): Promise<EvmNode> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./evm-node.ts', import.meta.url)), String(await freePort())],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (c: Buffer) => {
      text += c.toString('utf8');
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`the EVM devnet exited (${code}) before it was ready`)));
  });
  return { ...(JSON.parse(line) as Omit<EvmNode, 'child'>), child };
}

async function stopEvmNode(node: EvmNode): Promise<void> {
  const exited = new Promise((r) => node.child.once('exit', r));
  node.child.kill('SIGTERM');
  await exited;
}

const rpcUrlOf = (node: EvmNode, chain: string) => node.networks.find((n) => n.chain_name === chain)!.rpcUrl;

/** Three more ERC-20s on a network beside the devnet's two, some of each held by `holder`. */
async function fiveTokens(devnet: EvmNode, chain: string, holder: Hex): Promise<Hex[]> {
  const id = devnet.networks.find((n) => n.chain_name === chain)!.chainId;
  const viemChain = defineChain({ ...hardhat, id });
  const transport = http(rpcUrlOf(devnet, chain), { retryCount: 0 });
  const reader = createPublicClient({ chain: viemChain, transport });
  const deployer = createWalletClient({
    chain: viemChain,
    transport,
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  const token = ARTIFACTS.TestToken;
  const more: Hex[] = [];
  for (const n of [1, 2, 3]) {
    const hash = await deployer.deployContract({
      abi: token.abi as Abi,
      bytecode: token.bytecode as Hex,
      args: [`Bench Token ${n}`, `BT${n}`, 18],
    });
    const address = (await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })).contractAddress!;
    const mint = await deployer.writeContract({
      address,
      abi: token.abi as Abi,
      functionName: 'mint',
      args: [holder, BigInt(n) * 10n ** 18n],
    });
    await reader.waitForTransactionReceipt({ hash: mint, pollingInterval: 20 });
    more.push(address);
  }
  return [devnet.contracts.erc20, devnet.contracts.erc20Usd, ...more];
}

/** The read pattern before Multicall3 (and of a client without it): one JSON-RPC call per read, all at once. */
async function oneCallPerRead(url: string, owner: Hex, tokens: Hex[]): Promise<void> {
  const call = async (method: string, params: unknown[]) => {
    const r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await r.json()) as { result?: string };
    if (typeof body.result !== 'string') throw new Error(`${method}: no result`);
  };
  const data = (fn: 'balanceOf' | 'name' | 'symbol' | 'decimals') =>
    encodeFunctionData({
      abi: erc20Abi,
      functionName: fn,
      ...(fn === 'balanceOf' ? { args: [owner] } : {}),
    } as never);
  await Promise.all([
    call('eth_getBalance', [owner, 'latest']),
    ...tokens.flatMap((to) =>
      (['balanceOf', 'name', 'symbol', 'decimals'] as const).map((fn) =>
        call('eth_call', [{ to, data: data(fn) }, 'latest']),
      ),
    ),
  ]);
}

/** A cold refresh's aggregate3 call data: getEthBalance, then balanceOf, name, symbol, decimals per token. */
function coldAggregate3(owner: Hex, tokens: Hex[]): Hex {
  const call = (target: Hex, callData: Hex) => ({ target, allowFailure: true, callData });
  const erc20 = (to: Hex, fn: 'balanceOf' | 'name' | 'symbol' | 'decimals') =>
    call(
      to,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: fn,
        ...(fn === 'balanceOf' ? { args: [owner] } : {}),
      } as never),
    );
  const calls = [
    call(
      MULTICALL3_CANONICAL as Hex,
      encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] }),
    ),
    ...tokens.flatMap((t) => [
      erc20(t, 'balanceOf'),
      ...(['name', 'symbol', 'decimals'] as const).map((f) => erc20(t, f)),
    ]),
  ];
  return encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] });
}

/**
 * All 18 EVM networks of the Hardhat devnet (Multicall3 at its canonical address) behind a loopback
 * proxy adding 200 ms to every HTTP request; each network holds five ERC-20s for the owner.
 */
async function balanceRefresh() {
  const devnet = await startEvmNode();
  const proxy = await startLatencyProxy(devnet.rpcUrl, LATENCY_MS);
  try {
    const owner = devnet.accounts[1]!.address as Hex;
    const chains = EVM_CHAINS.map((c) => c.chain_name);
    const tokens = new Map<string, Hex[]>();
    for (const chain of chains) tokens.set(chain, await fiveTokens(devnet, chain, owner));
    const adapters = () =>
      Promise.all(
        chains.map((chain) =>
          createAdapter(chain, {
            network: 'devnet',
            rpc: [`${proxy.url}${new URL(rpcUrlOf(devnet, chain)).pathname}`],
          }),
        ),
      );
    const refresh = async (list: Awaited<ReturnType<typeof adapters>>) => {
      const all = await Promise.all(
        list.map((a, i) => a.getBalances(owner, { tokens: tokens.get(chains[i]!)! })),
      );
      const bad = all.flat().find((b) => b.state !== 'fresh');
      if (bad) throw new Error(`a balance read failed: ${bad.symbol} ${bad.error ?? ''}`);
      if (all.some((bs) => bs.length !== 6 || !(bs[5]!.amount > 0n))) throw new Error('a token reads 0');
    };
    const kept = await adapters();
    const post = (chain: string, body: string) =>
      fetch(`${proxy.url}${new URL(rpcUrlOf(devnet, chain)).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.json());
    // The node's own share: the cold refresh's requests (one aggregate3 of 21 sub-calls per network), sent bare.
    const bareBodies = chains.map((chain) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ to: MULTICALL3_CANONICAL, data: coldAggregate3(owner, tokens.get(chain)!) }, 'latest'],
      }),
    );
    const blockNumber = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
    const [cold, again, before, bare, floor] = await timedInTurns(proxy, [
      [
        'Kestrel, cold: new adapters, token metadata not read yet (Multicall3)',
        async () => refresh(await adapters()),
      ],
      ['Kestrel, again: the same adapters, token metadata known', () => refresh(kept)],
      [
        'reference: one JSON-RPC call per read, all at once (Kestrel before)',
        async () => {
          await Promise.all(
            chains.map((chain) =>
              oneCallPerRead(
                `${proxy.url}${new URL(rpcUrlOf(devnet, chain)).pathname}`,
                owner,
                tokens.get(chain)!,
              ),
            ),
          );
        },
      ],
      [
        "the cold refresh's 18 aggregate3 calls sent bare (no client code)",
        async () => void (await Promise.all(chains.map((chain, i) => post(chain, bareBodies[i]!)))),
      ],
      [
        'floor: one bare eth_blockNumber per network, all at once',
        async () => void (await Promise.all(chains.map((chain) => post(chain, blockNumber)))),
      ],
    ]);
    // The same networks without Multicall3: the reads go as one JSON-RPC batch per network.
    for (const chain of chains) {
      await fetch(rpcUrlOf(devnet, chain), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'hardhat_setCode',
          params: [MULTICALL3_CANONICAL, '0x'],
        }),
      });
    }
    const [batch] = await timedInTurns(proxy, [
      [
        'Kestrel, cold, the networks without Multicall3 (JSON-RPC batch)',
        async () => refresh(await adapters()),
      ],
    ]);
    return { cold, again, batch, before, bare, floor, networks: chains.length };
  } finally {
    await proxy.close();
    await stopEvmNode(devnet);
  }
}

const latencies = (ms: number) => (ms / LATENCY_MS).toFixed(2);

export async function benchEvm(): Promise<void> {
  const send = await sendToConfirmed();
  const { cold, again, batch, before, bare, floor, networks } = await balanceRefresh();
  const rows = [cold, again, batch, before, bare, floor];
  const table = [
    `| ${networks} networks × (native + 5 tokens), ${LATENCY_MS} ms per request | requests | median ms | latencies | min ms | runs |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${fmt(r.medianMs)} | ${latencies(r.medianMs)} | ${fmt(r.minMs)} | ${RUNS} |`,
    ),
    `| reference: issue #21 (Kestrel before, fake node, 2026-11-22) | ${ISSUE_REFERENCE.requests} | ${ISSUE_REFERENCE.ms} | ${latencies(ISSUE_REFERENCE.ms)} | — | 5 |`,
  ].join('\n');
  const load = os.loadavg()[0]!.toFixed(1);
  const verdict = Number(latencies(cold.medianMs)) <= TARGET_LATENCIES ? 'met' : '**over**';
  const body = `Machine: ${machineDetail()}. Date: ${new Date().toISOString().slice(0, 10)}.

| operation | median ms | min ms | runs |
|---|---|---|---|
| ${send.name} | ${fmt(send.medianMs)} | ${fmt(send.minMs)} | ${send.runs} |

Balance refresh: the ${networks} EVM networks of the Hardhat devnet (in a process of its own, as a remote node is), each with
five ERC-20s held by the owner, read at once through a loopback proxy (bench/latency-proxy.ts) that holds every HTTP request ${LATENCY_MS} ms; "latencies" is the
elapsed time / ${LATENCY_MS} ms, median of ${RUNS} runs after one warm-up, the rows above the batch row measured in turns (the
same machine load for each).

${table}

Cold refresh: **${latencies(cold.medianMs)} latencies** with ${cold.requests} requests (one per network: the native balance, five
balanceOf and the tokens' name, symbol and decimals as the sub-calls of one Multicall3 aggregate3 eth_call) against
${before.requests} requests and ${latencies(before.medianMs)} latencies for one call per read in the same run; target ≤ ${TARGET_LATENCIES}: ${verdict}. One
latency is the floor in principle; on this machine in this run the floor row (one bare request per network, no client code)
took ${latencies(floor.medianMs)}, and the cold refresh's own requests sent bare (the node executing 18 aggregate3 calls on one
thread, the work 18 providers would do on their own servers) ${latencies(bare.medianMs)}; load average (1 min, when written) ${load}
on ${os.availableParallelism()} cores (other work shares them). Networks
without Multicall3 take one JSON-RPC batch each (the route is found once per chain and
endpoints, in the warm-up here). Send → confirmed on the devnet includes preparing the transfer (gas price, nonce,
balance, gas limit), build, sign, broadcast and the first receipt poll.`;
  writePerfSection('EVM', body);
  console.log(body);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEvm();
