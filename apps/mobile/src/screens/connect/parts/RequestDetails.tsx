/** What one dapp request asks, readably: the call and its fee, the message, the typed data, the chain. */
import { StyleSheet, Text, View } from 'react-native';
import type { PendingRequest } from '@kestrel/wallet';
import { colors, space, type } from '../../../ui/theme';

function Field({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <View style={styles.field}>
      <Text style={type.small}>{label}</Text>
      <Text selectable style={mono ? styles.mono : type.body}>
        {value}
      </Text>
    </View>
  );
}

export function RequestDetails({ request }: { request: PendingRequest }) {
  const r = request.review;
  switch (r.method) {
    case 'eth_sendTransaction':
      return (
        <View testID="request-details">
          <Field
            label={r.tx.to === null ? 'Contract deployment on' : 'Send a transaction on'}
            value={request.chain_name}
          />
          <Field label="From" value={r.tx.from} mono />
          {r.tx.to !== null ? <Field label="To" value={r.tx.to} mono /> : null}
          <Field label="Value (smallest unit)" value={r.tx.value} mono />
          {r.tx.to === null ? (
            <Field label="Contract code" value={`${(r.tx.data.length - 2) / 2} bytes`} />
          ) : (
            <Field label="Data" value={r.tx.data === '0x' ? 'none' : r.tx.data} mono />
          )}
          {request.fee ? (
            <Field
              label="Network fee"
              value={`${request.fee.amount} (smallest unit of ${request.fee.symbol})${request.fee.fiat !== null ? ` ≈ ${request.fee.fiat}` : ''}`}
            />
          ) : null}
        </View>
      );
    case 'personal_sign':
      return (
        <View testID="request-details">
          <Field label="Sign a message with" value={r.address} mono />
          <Field label="Message" value={r.text ?? r.messageHex} mono />
        </View>
      );
    case 'eth_signTypedData_v4':
      return (
        <View testID="request-details">
          <Field label={`Sign typed data (${r.primaryType}) with`} value={r.address} mono />
          <Field label="Domain" value={JSON.stringify(r.domain, null, 2)} mono />
          <Field label="Message" value={JSON.stringify(r.message, null, 2)} mono />
        </View>
      );
    case 'wallet_switchEthereumChain':
      return (
        <View testID="request-details">
          <Text style={type.body}>{`Switch the dapp to ${r.chainId}.`}</Text>
        </View>
      );
  }
}

const styles = StyleSheet.create({
  field: { gap: 2, marginBottom: space.sm },
  mono: { fontFamily: 'monospace', fontSize: 14, color: colors.text },
});
