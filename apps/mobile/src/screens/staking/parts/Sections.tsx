/**
 * What the Staking and the Resources & votes screens share around their content: a section's
 * heading, and a failed load with Try again.
 */
import { Text } from 'react-native';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { type } from '../../../ui/theme';

export const Heading = ({ children }: { children: string }) => (
  <Text accessibilityRole="header" aria-level={2} style={[type.heading, { marginTop: 16, marginBottom: 8 }]}>
    {children}
  </Text>
);

/** "Staking could not be loaded: <reason>" with Try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <Notice kind="error">
      <Text>{`${what} could not be loaded: ${error}`}</Text>
      <Button variant="secondary" label="Try again" onPress={onRetry} />
    </Notice>
  );
}
