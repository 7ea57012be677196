/**
 * Test support: a wallet session on the Hardhat devnet. The wallet is imported from Hardhat's
 * published test phrase, whose first Ethereum account (m/44'/60'/0'/0/0) is funded with
 * 10,000 ETH by the node (Hardhat Network docs, "Default accounts").
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { FAST_KDF, PASSWORD } from '../../test-support/fixtures';
import { MemoryStorage } from '../../vault/storage';
import { createWallet } from '../createWallet';
import type { FlowEnv } from '../flowEnv';
import { sessionFlowEnv } from '../sessionFlowEnv';
import { WalletSession } from '../session';
import { collectingToastSink } from '../toasts';

/** Hardhat's published test phrase (hardhat.org, Hardhat Network reference, "accounts"). */
export const HARDHAT_PHRASE = 'test test test test test test test test test test test junk';
/** Account #0 of that phrase, as listed by `npx hardhat node` and in the Hardhat docs. */
export const HARDHAT_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Account #1 (same source), used as a receiver. */
export const HARDHAT_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** 10,000 ETH: each Hardhat default account's starting balance (Hardhat docs). */
export const HARDHAT_START_BALANCE = 10_000n * 10n ** 18n;

export async function startFlowDevnet(): Promise<Devnet> {
  return startDevnet({ port: await freePort() });
}

/** A session holding the Hardhat wallet (ethereum only) on the devnet network. */
export async function hardhatSession(): Promise<WalletSession> {
  const s = await WalletSession.open(new MemoryStorage(), PASSWORD, {
    create: true,
    kdf: FAST_KDF,
    network: 'devnet',
  });
  await createWallet(s, { phrase: HARDHAT_PHRASE, chains: ['ethereum'] });
  return s;
}

export interface TestEnv extends FlowEnv {
  toasts: ReturnType<typeof collectingToastSink>['toasts'];
  navigations: string[];
}

/** The flow environment of a session; `rpcUrl` may be a closed port to simulate a provider down. */
export function flowEnv(
  session: WalletSession,
  rpcUrl: string,
  extra: Partial<FlowEnv> = {},
  batchDelegate?: string,
): TestEnv {
  const toast = collectingToastSink();
  const navigations: string[] = [];
  const env = sessionFlowEnv(session, {
    config: () => ({
      rpc: [rpcUrl],
      timeouts: { rpcMs: 3000 },
      ...(batchDelegate ? { batchDelegate } : {}),
    }),
    toast,
    navigate: (p) => void navigations.push(p),
    confirm: { intervalMs: 50, tries: 40 },
    ...extra,
  });
  return { ...env, toasts: toast.toasts, navigations };
}

/** Plain JSON-RPC to the node, independent of the adapters, to check what the chain holds. */
export function nodeRpc(devnet: Devnet) {
  return async <T = unknown>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  };
}
