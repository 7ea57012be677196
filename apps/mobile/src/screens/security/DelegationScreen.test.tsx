// @vitest-environment happy-dom
/**
 * Batch delegation against the real session and in-memory vault (devnet network: the EVM node is
 * a loopback path). With the node unreachable each account says it could not be read (never "Not
 * delegated"); with a node answering eth_getCode in JSON-RPC's shape (an EIP-7702 designator,
 * 0xef0100 || address) the account shows what it delegates to and Revoke opens its review first.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: DelegationScreen } = await import('./DelegationScreen');

/** Any contract (Hardhat's first deployment address): the designator's 20 bytes, shown checksummed. */
const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

interface RpcCall {
  id: number;
  method: string;
}

/** Answers eth_getCode with the designator; every other request goes to the real (refused) fetch. */
function nodeWithDelegation(): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const parsed: unknown = body.startsWith('{') || body.startsWith('[') ? JSON.parse(body) : null;
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as (RpcCall | null)[];
    if (!calls.every((c) => c?.method === 'eth_getCode')) return realFetch(input, init);
    const answers = calls.map((c) => ({
      jsonrpc: '2.0',
      id: c!.id,
      result: `0xef0100${DELEGATE.slice(2).toLowerCase()}`,
    }));
    return new Response(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

afterEach(() => vi.unstubAllGlobals());

describe('DelegationScreen', () => {
  it('says an unreadable delegation could not be read, never "Not delegated"', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    renderScreen(DelegationScreen);
    await press('Show delegations');
    const statuses = await screen.findAllByTestId('delegation-status');
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s.textContent).toMatch(/^Could not read the delegation: /);
    expect(screen.queryByRole('button', { name: 'Revoke delegation' })).toBeNull();
  });

  it('shows the contract an account delegates to, and reviews a revocation before sending', async () => {
    nodeWithDelegation();
    renderScreen(DelegationScreen);
    await press('Show delegations');
    const statuses = await screen.findAllByTestId('delegation-status');
    expect(statuses.map((s) => s.textContent)).toContain(`Delegated to a contract (${DELEGATE})`);

    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Revoke delegation' })[0]!));
    expect(
      await screen.findByText(new RegExp(`delegates to ${DELEGATE}\\. Revoking sends a transaction`)),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke and send' })).toBeTruthy();
    await press('Cancel');
    expect(await screen.findAllByTestId('delegation-status')).not.toHaveLength(0);
  });
});
