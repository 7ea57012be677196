/** One litesvm devnet per test file, and an adapter and signers on it (tests only). */
import { startSolanaDevnet, type SolanaDevnet } from '@kestrel/devnet';
import type { ChainAdapter } from '../../../adapter-types';
import { getChain } from '../../../registry/index';
import { family, createSolanaAdapter, type SolanaAdapter, type SolanaAdapterConfig } from '../index';
import { signerFromSeed, type SolanaSigner } from '../logic/signer';

export async function startTestSolana(): Promise<SolanaDevnet> {
  return startSolanaDevnet({ port: 0, infoFile: false, accounts: 3 });
}

export function devnetAdapter(devnet: SolanaDevnet, extra: Partial<SolanaAdapterConfig> = {}): SolanaAdapter {
  const settings = family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }) as SolanaAdapterConfig;
  return createSolanaAdapter(getChain('solana'), {
    ...settings,
    network: 'devnet',
    confirm: { pollMs: 50, tries: 20 },
    ...extra,
  });
}

export async function devnetSigner(devnet: SolanaDevnet, index = 0): Promise<SolanaSigner> {
  const a = devnet.genesis.accounts[index]!;
  return (await family.signerFromKey(getChain('solana'), 'devnet', a.privateKey)) as SolanaSigner;
}

/** A fresh key that holds nothing yet. */
export function freshSigner(): SolanaSigner {
  return signerFromSeed(crypto.getRandomValues(new Uint8Array(32)));
}

/** build → sign → broadcast → confirm, as the wallet's one pipeline does. */
export async function submit(
  adapter: ChainAdapter,
  prepared: Awaited<ReturnType<ChainAdapter['prepareTransfer']>>,
  signer: SolanaSigner,
) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared), signer);
  const sent = await adapter.broadcast(signed);
  const receipt = await adapter.waitForConfirmation(sent.hash);
  return { signed, sent, receipt };
}

/** A raw JSON-RPC call to the devnet. */
export async function rpc(
  devnet: SolanaDevnet,
  method: string,
  params: unknown[],
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const res = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
}
