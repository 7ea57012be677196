/**
 * A dapp's connection proposal, reviewed as a step of the WalletConnect screen: name, URL,
 * description, requested chains and methods, the required chains this wallet cannot serve, and the
 * accounts to share (one per chain and address; all chosen at first).
 */
import { useState } from 'react';
import { Text } from 'react-native';
import type { ProposalReview } from '@kestrel/wallet';
import type { CoinView } from '@kestrel/ui-state/types';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Screen } from '../../../ui/Screen';
import { SwitchRow } from '../../../ui/SwitchRow';
import { type } from '../../../ui/theme';
import { offeredAccounts } from '@kestrel/ui-state/useWalletConnectScreen';

export function ProposalStep({
  proposal,
  coins,
  busy,
  onApprove,
  onReject,
}: {
  proposal: ProposalReview;
  coins: readonly CoinView[];
  busy: boolean;
  onApprove: (coinIds: string[]) => void;
  onReject: () => void;
}) {
  const offered = offeredAccounts(proposal, coins);
  const [chosen, setChosen] = useState<string[]>(() => offered.map((c) => c._id));
  return (
    <Screen title={`Connect to ${proposal.name}?`}>
      <Text style={type.small}>{proposal.url}</Text>
      <Text style={type.body}>{proposal.description}</Text>
      <Text style={type.body}>{`Chains requested: ${proposal.chains.join(', ')}`}</Text>
      <Text style={type.body}>{`Methods requested: ${proposal.methods.join(', ')}`}</Text>
      {proposal.missingRequired.length > 0 ? (
        <Notice kind="warning">{`This wallet cannot connect ${proposal.missingRequired.join(', ')}.`}</Notice>
      ) : null}
      <Text accessibilityRole="header" aria-level={2} style={type.heading}>
        Accounts to share
      </Text>
      {offered.map((c) => (
        <SwitchRow
          key={c._id}
          label={`${c.name} ${c.address}`}
          value={chosen.includes(c._id)}
          onChange={(on) => setChosen((s) => (on ? [...s, c._id] : s.filter((id) => id !== c._id)))}
        />
      ))}
      <Button label="Approve" busy={busy} onPress={() => onApprove(chosen)} />
      <Button label="Reject" variant="secondary" disabled={busy} onPress={onReject} />
    </Screen>
  );
}
