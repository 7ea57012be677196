/**
 * Settings' doors to the security, provider and WalletConnect screens (the browser shell's Settings cards, each
 * its own screen on a phone).
 */
import { useNavigation } from '@react-navigation/native';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { ListRow } from '../../ui/ListRow';

export function SecurityLinks() {
  const navigation = useNavigation();
  const wallet = useCurrentWallet();
  return (
    <>
      <ListRow title="Change password" onPress={() => navigation.navigate('ChangePassword')} />
      {wallet ? (
        <ListRow
          title="Recovery phrase and keys"
          subtitle={`For ${wallet.walletName}, after your password`}
          onPress={() => navigation.navigate('Secrets')}
        />
      ) : null}
      <ListRow
        title="Address book"
        subtitle="Named addresses per chain"
        onPress={() => navigation.navigate('AddressBook')}
      />
      <ListRow
        title="Batch delegation"
        subtitle="EIP-7702 status and revoke"
        onPress={() => navigation.navigate('Delegation')}
      />
      <ListRow
        title="Providers"
        subtitle="API keys and your own RPC"
        onPress={() => navigation.navigate('Providers')}
      />
      <ListRow
        title="WalletConnect"
        subtitle="Connect dapps, review their requests"
        onPress={() => navigation.navigate('WalletConnect')}
      />
    </>
  );
}
