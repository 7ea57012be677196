/**
 * Receive: the address to receive at (the wallet's receiveAddress flow: an HD Bitcoin-family
 * account's first unused address, else the coin's address), its QR code, Copy, on the devnet one
 * tap to fund it from the local node's faucet, and the coin's derived addresses (choose the active
 * one, add 50 more). The address is read on open and again after the faucet paid it.
 */
import { useEffect, useState } from 'react';
import { ActivityIndicator, FlatList, Text, View } from 'react-native';
import { FAUCET_AMOUNT } from '@kestrel/ui-state/faucet';
import { useCurrentWallet } from '@kestrel/ui-state/hooks';
import { addMoreAddresses, deriveSupported, selectAddress, useStoreWallet } from '@kestrel/ui-state/manage';
import { useReceiveTarget } from '@kestrel/ui-state/useReceiveTarget';
import { Action } from '../coin/parts/Action';
import { colors, look } from '../coin/parts/look';
import { Notice } from '../coin/parts/Notice';
import { DerivedAddressRow, type DerivedRow } from './parts/DerivedAddresses';
import { copyText } from '../../platform/clipboard';
import { QrCode } from '../../ui/QrCode';
import { showToast as toast } from '../../ui/toast';
import { useRoute, type RouteProp } from '@react-navigation/native';
import type { RootStackParamList } from '../../navigation/routes';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** Refusals of a rule carry the exact text to show; anything else is a failure (as on the web). */
const isRule = (e: unknown) =>
  e instanceof Error && ['WalletRuleError', 'KeyInputError', 'VaultError'].includes(e.name);

export function ReceiveScreen({ coinId }: { coinId: string }) {
  const wallet = useCurrentWallet();
  const stored = useStoreWallet()?.coins.find((c) => c._id === coinId);
  const coin = wallet?.coins.find((c) => c._id === coinId) ?? null;
  const usable = coin && !coin.networkMismatch ? coin : null;
  const { offer, target, funding, fund, reread } = useReceiveTarget(usable);
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [canDerive, setCanDerive] = useState(false);
  const chain = coin?.chain_name;
  useEffect(() => {
    if (!chain) return;
    let live = true;
    void deriveSupported(chain).then((ok) => live && setCanDerive(ok));
    return () => {
      live = false;
    };
  }, [chain]);

  if (!wallet) return null;
  if (!coin || !stored)
    return (
      <View style={look.page}>
        <Notice kind="error">This coin is not in the current wallet.</Notice>
      </View>
    );
  if (coin.networkMismatch)
    // The stored address belongs to another network: never offer it for receiving.
    return (
      <View style={look.page} testID="receive-unavailable">
        <Notice kind="warning">{coin.networkMismatch}</Notice>
      </View>
    );

  const addMore = async () => {
    setAdding(true);
    try {
      const n = await addMoreAddresses(coin._id);
      toast('success', 'Success', `${n} addresses added`);
    } catch (e) {
      if (isRule(e)) toast('error', message(e));
      else toast('error', 'Something Went wrong', message(e));
    } finally {
      setAdding(false);
    }
  };
  const use = async (address: string) => {
    setChoosing(true);
    try {
      await selectAddress(coin._id, coin.chain_name, address);
      reread();
    } catch (e) {
      toast('error', message(e));
    } finally {
      setChoosing(false);
    }
  };

  const rows: DerivedRow[] = stored.deriveAddresses ?? [
    { address: stored.address, derivePath: stored.derivePath ?? '', isCustom: false },
  ];
  const header = (
    <View style={{ padding: 16, gap: 12 }}>
      <View style={[look.card, { alignItems: 'center' }]}>
        <Text role="heading" aria-level={1} style={[look.title, { alignSelf: 'flex-start' }]}>
          Receive {coin.name}
        </Text>
        {target ? (
          <>
            <QrCode value={target.address} label={`QR code of your ${coin.name} address`} />
            <Text selectable style={[look.mono, { textAlign: 'center' }]} testID="receive-address">
              {target.address}
            </Text>
          </>
        ) : (
          <View style={look.row} role="status">
            <ActivityIndicator aria-label="Loading" />
            <Text style={look.muted}>Reading your receive address…</Text>
          </View>
        )}
      </View>
      {target?.problem ? <Notice kind="warning">{target.problem}</Notice> : null}
      <Notice kind="info">{`Send only ${coin.name} (${coin.symbol}) and tokens of this network to this address.`}</Notice>
      {target ? (
        <Action
          title="Copy address"
          block
          onPress={() =>
            void copyText(target.address).then((copied) =>
              copied
                ? toast('success', 'Address copied')
                : toast(
                    'error',
                    'Could not copy',
                    'The clipboard is not available: select the address instead.',
                  ),
            )
          }
        />
      ) : null}
      {target && offer ? (
        <Action
          title={`Fund with ${FAUCET_AMOUNT} ${offer.symbol} from the devnet faucet`}
          kind="secondary"
          block
          busy={funding}
          onPress={() => fund(target.address)}
        />
      ) : null}
      <Text role="heading" aria-level={2} style={[look.heading, { marginTop: 8 }]}>
        Your {coin.name} addresses
      </Text>
    </View>
  );
  return (
    <FlatList
      style={{ flex: 1, backgroundColor: colors.page }}
      data={rows}
      keyExtractor={(r) => r.address}
      renderItem={({ item }) => (
        <DerivedAddressRow
          row={item}
          active={item.address === coin.address}
          busy={choosing}
          onUse={(a) => void use(a)}
        />
      )}
      ListHeaderComponent={header}
      ListFooterComponent={
        canDerive && !wallet.isImportWalletWithPrivateKey ? (
          <View style={{ padding: 16 }}>
            <Action
              title="Add 50 more"
              kind="secondary"
              label={`Add 50 more ${coin.name} addresses`}
              busy={adding}
              onPress={() => void addMore()}
            />
          </View>
        ) : null
      }
      initialNumToRender={12}
    />
  );
}

/** The Receive route: its coin from the params. */
export default function Receive() {
  const { params } = useRoute<RouteProp<RootStackParamList, 'Receive'>>();
  return <ReceiveScreen coinId={params.coinId} />;
}
