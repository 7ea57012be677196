// @vitest-environment happy-dom
/**
 * Providers against the real session and in-memory vault: the chain's endpoints are listed; a bad
 * RPC address is refused with the wallet's reason and changes nothing; your own endpoint is listed
 * first as "(yours)" until "Use the defaults"; a malformed API key is refused; a good one is stored
 * in the vault (never shown in the clear) and removed again.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { providersOf } = await import('@kestrel/ui-state/providers');
const { default: ProvidersScreen } = await import('./ProvidersScreen');

const OWN_RPC = 'http://127.0.0.1:8545/my-node';
const KEY = 'TESTKEY1234567890ABCDEFGHIJKLMNOP';

/** The key as the unlocked vault holds it. */
const storedKey = () => session.unlockedCore?.vault.providers.apiKeys.etherscan;

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('ProvidersScreen', () => {
  it('adds and resets your own RPC endpoint, refuses a bad one, keeps a key in the vault only', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    renderScreen(ProvidersScreen);
    const view = await screen.findByTestId('providers-view');
    expect(view.textContent).toContain('RPC endpoints (in order)');
    const before = (await providersOf('ethereum')).rpc;

    fill('Your own RPC endpoint', 'not a url');
    await press('Add RPC endpoint');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('The RPC endpoint must be an http:// or https:// URL');
    expect((await providersOf('ethereum')).rpc).toEqual(before);

    fill('Your own RPC endpoint', OWN_RPC);
    await press('Add RPC endpoint');
    await screen.findByText(`${OWN_RPC} (yours)`);
    expect((await providersOf('ethereum')).rpc[0]).toMatchObject({ url: OWN_RPC, custom: true });

    await press('Use the defaults');
    await waitFor(() => expect(screen.queryByText(`${OWN_RPC} (yours)`)).toBeNull());
    expect((await providersOf('ethereum')).rpc).toEqual(before);

    await act(async () =>
      fireEvent.click(screen.getByRole('radio', { name: 'Etherscan V2 (EVM history and gas)' })),
    );
    fill('API key', 'has a space');
    await press('Save key');
    expect(
      await screen.findByText('The etherscan key must be 1 to 256 visible characters without spaces'),
    ).toBeTruthy();
    expect(storedKey()).toBeUndefined();
    fill('API key', KEY);
    await press('Save key');
    await waitFor(() => expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe(''));
    expect(storedKey()).toBe(KEY);
    // The devnet needs no key, so none is listed; the key itself is never on screen.
    expect(screen.getByTestId('providers-view').textContent).toContain('None needed');
    expect(document.body.textContent).not.toContain(KEY);

    await press('Remove key');
    await waitFor(() => expect(storedKey()).toBeUndefined());
  });
});
