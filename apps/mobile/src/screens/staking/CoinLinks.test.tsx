// @vitest-environment happy-dom
/**
 * The Coin screen's ways to Staking and to Resources & votes, against the real session: shown by
 * the coin's adapter capabilities (ui-state's useCanStake / useCanVote), never by a family name:
 * Solana's coin gets Staking only, Tron's gets Resources & votes only, Ethereum's neither; a tap
 * pushes the route with the coin.
 */
import { NavigationContainer } from '@react-navigation/native';
import { createStackNavigator } from '@react-navigation/stack';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { StakingLink } = await import('./parts/StakingLink');
const { VotesLink } = await import('../votes/parts/VotesLink');

const Stack = createStackNavigator();

function Links({ coinId }: { coinId: string }) {
  return (
    <>
      <StakingLink coinId={coinId} />
      <VotesLink coinId={coinId} />
    </>
  );
}

function renderLinks(coinId: string, shown: string[]) {
  const Target = ({ route }: { route: { name: string; params?: { coinId?: string } } }) => (
    <>{shown.push(`${route.name}:${route.params?.coinId ?? ''}`) && null}</>
  );
  return render(
    <NavigationContainer>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name="Coin">{() => <Links coinId={coinId} />}</Stack.Screen>
        <Stack.Screen name="Staking" component={Target} />
        <Stack.Screen name="Votes" component={Target} />
      </Stack.Navigator>
    </NavigationContainer>,
  );
}

describe('Coin screen links', () => {
  it('offers Staking for Solana, Resources & votes for Tron, and neither for Ethereum', async () => {
    await session.init();
    if (session.getSnapshot().status === 'empty')
      await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    const coins = session.getSnapshot().allWallets[0]?.coins ?? [];
    // Each chain's own coin (a token would never stake: canStake refuses tokens).
    const native: Record<string, string> = { solana: 'SOL', tron: 'TRX', ethereum: 'ETH' };
    const id = (chain: string) =>
      coins.find((c) => c.chain_name === chain && c.symbol === native[chain])!._id;

    const shown: string[] = [];
    const sol = renderLinks(id('solana'), shown);
    const staking = await screen.findByRole('button', { name: 'Staking' });
    await act(async () => fireEvent.click(staking));
    expect(screen.queryByRole('button', { name: 'Resources & votes' })).toBeNull();
    expect(shown.at(-1)).toBe(`Staking:${id('solana')}`);
    sol.unmount();

    const tron = renderLinks(id('tron'), shown);
    const votes = await screen.findByRole('button', { name: 'Resources & votes' });
    await act(async () => fireEvent.click(votes));
    expect(screen.queryByRole('button', { name: 'Staking' })).toBeNull();
    expect(shown.at(-1)).toBe(`Votes:${id('tron')}`);
    tron.unmount();

    renderLinks(id('ethereum'), shown);
    // Both answers are asked of the adapter; give them time to come back before checking none shows.
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.queryByRole('button', { name: 'Staking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resources & votes' })).toBeNull();
  });
});
