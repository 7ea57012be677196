/**
 * Test support: a wallet session on one chain's devnet node. The wallet is the published Hardhat
 * phrase's (the devnets fund its first addresses) with `chains` (the chain alone by default); the
 * chain's adapters use its devnet config over `rpcUrl`; toasts are collected and confirmation
 * polls fast.
 */
import { FAST_KDF, PASSWORD } from '../../test-support/fixtures';
import { MemoryStorage } from '../../vault/storage';
import { createWallet } from '../createWallet';
import { devnetAdapterConfig } from '../devnetConfig';
import { sessionFlowEnv } from '../sessionFlowEnv';
import { WalletSession } from '../session';
import { collectingToastSink } from '../toasts';
import { HARDHAT_PHRASE } from './devnetEnv';

export async function chainSession(chain: string, rpcUrl: string, chains: string[] = [chain]) {
  const s = await WalletSession.open(new MemoryStorage(), PASSWORD, {
    create: true,
    kdf: FAST_KDF,
    network: 'devnet',
  });
  await createWallet(s, { phrase: HARDHAT_PHRASE, chains });
  const config = (await devnetAdapterConfig(chain, () => ({ rpc: rpcUrl }))) ?? {};
  const toast = collectingToastSink();
  const env = sessionFlowEnv(s, {
    config: (name) => (name === chain ? config : {}),
    toast,
    confirm: { intervalMs: 20, tries: 20 },
  });
  return { s, env, toast };
}

export type ChainSession = Awaited<ReturnType<typeof chainSession>>;
