// @vitest-environment happy-dom
/**
 * Unlock against the real session and vault (in memory): a wrong password is refused with the
 * vault's text and the field cleared, nothing unlocked; the right one unlocks.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: Unlock } = await import('./Unlock');

beforeAll(async () => {
  await session.init();
  await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
  session.lock();
});

describe('Unlock screen', () => {
  it('refuses a wrong password with the vault text, then unlocks with the right one', async () => {
    renderScreen(Unlock);
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'not the password' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' })));
    await screen.findByText('Wrong password: the vault was not unlocked and nothing was changed', undefined, {
      timeout: 20_000,
    });
    expect(session.getSnapshot().status).toBe('locked');
    expect(field.value).toBe('');

    fireEvent.change(field, { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' })));
    await waitFor(() => expect(session.getSnapshot().status).toBe('unlocked'), { timeout: 20_000 });
  });

  it('asks for the password instead of trying an empty one', async () => {
    session.lock();
    renderScreen(Unlock);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Unlock' }).at(-1)!));
    expect(await screen.findAllByText('Enter your password')).not.toHaveLength(0);
    expect(session.getSnapshot().status).toBe('locked');
  });
});
