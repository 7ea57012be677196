/**
 * A funded wallet on a Hardhat devnet, for the browser tests of the send screens: the devnet on a
 * free port, the test phrase's first Ethereum address funded from Hardhat account #0 (ETH and,
 * when asked, the devnet's test token), the app built and served with its proxies to that node,
 * and a fresh Chromium with the phrase imported. Everything it starts, stop() stops.
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import type { Page } from 'playwright-core';
import { atPath, expectEnabled, importTestPhrase, openSend } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
export const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default accounts #1 and #2 (Hardhat Network docs, "accounts"). */
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export interface DevnetStack {
  devnet: Devnet;
  app: App;
  b: Browser;
  chain: PublicClient;
  balance(address: string): Promise<bigint>;
  tokenBalance(address: string): Promise<bigint>;
  /** A raw JSON-RPC call to the node (evm_setAutomine, evm_mine…). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

export async function startDevnetStack(
  o: {
    eth?: string;
    tokens?: string;
    viewport?: { width: number; height: number };
    /** Install Playwright's page clock first (time flows; tests may skip ahead). */
    clock?: boolean;
  } = {},
): Promise<DevnetStack> {
  const devnet = await startDevnet({ port: await freePort() });
  const stops: (() => Promise<void>)[] = [() => devnet.stop()];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
    const funder = createWalletClient({
      chain: hardhat,
      transport: http(devnet.rpcUrl),
      account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
    });
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: WALLET, value: parseEther(o.eth ?? '10') }),
    });
    if (o.tokens)
      await chain.waitForTransactionReceipt({
        hash: await funder.writeContract({
          address: devnet.contracts.erc20,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [WALLET, parseEther(o.tokens)],
        }),
      });
    const app = await startApp({ api: 'http://127.0.0.1:9', evm: devnet.rpcUrl, litecoin: () => undefined });
    stops.push(() => app.stop());
    const b = await openBrowser(o.viewport ?? DESKTOP);
    stops.push(() => b.close());
    if (o.clock) await b.page.clock.install();
    await importTestPhrase(b.page, app.url);
    let id = 1;
    return {
      devnet,
      app,
      b,
      chain,
      balance: (a) => chain.getBalance({ address: a as Hex }),
      tokenBalance: (a) =>
        chain.readContract({
          address: devnet.contracts.erc20,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [a as Hex],
        }),
      async rpc<T>(method: string, params: unknown[] = []) {
        const res = await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
        });
        const body = (await res.json()) as { result?: T; error?: { message: string } };
        if (body.error) throw new Error(body.error.message);
        return body.result as T;
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Send form → review → confirm; resolves once the flow went Home with its progress toast. */
export async function sendFromUi(page: Page, coinName: string, to: string, amount: string): Promise<void> {
  await openSend(page, coinName);
  await page.getByLabel('Recipient').fill(to);
  await page.getByText(/Valid .* address/).waitFor();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await expectEnabled(page, 'Review');
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: /^Review/ })
    .getByRole('button', { name: 'Confirm and send' })
    .click();
  await atPath(page, '/home');
  await page.getByText('Transaction In-progress').first().waitFor({ timeout: 30_000 });
}
