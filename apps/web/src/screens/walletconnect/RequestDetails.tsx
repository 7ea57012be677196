/** What one dapp request asks, readably: the call and its fee, the message, the typed data, the chain. */
import type { PendingRequest } from '@kestrel/wallet';

export function RequestDetails({ request }: { request: PendingRequest }) {
  const r = request.review;
  switch (r.method) {
    case 'eth_sendTransaction':
      return (
        <dl>
          <dt>{r.tx.to === null ? 'Contract deployment on' : 'Send a transaction on'}</dt>
          <dd>{request.chain_name}</dd>
          <dt>From</dt>
          <dd>{r.tx.from}</dd>
          {r.tx.to !== null && (
            <>
              <dt>To</dt>
              <dd>{r.tx.to}</dd>
            </>
          )}
          <dt>Value (smallest unit)</dt>
          <dd>{r.tx.value}</dd>
          {r.tx.to === null ? (
            <>
              <dt>Contract code</dt>
              <dd>{(r.tx.data.length - 2) / 2} bytes</dd>
            </>
          ) : (
            <>
              <dt>Data</dt>
              <dd>{r.tx.data === '0x' ? 'none' : r.tx.data}</dd>
            </>
          )}
          {request.fee && (
            <>
              <dt>Network fee</dt>
              <dd>
                {request.fee.amount} (smallest unit of {request.fee.symbol})
                {request.fee.fiat !== null && ` ≈ ${request.fee.fiat}`}
              </dd>
            </>
          )}
        </dl>
      );
    case 'personal_sign':
      return (
        <dl>
          <dt>Sign a message with</dt>
          <dd>{r.address}</dd>
          <dt>Message</dt>
          <dd>
            <pre>{r.text ?? r.messageHex}</pre>
          </dd>
        </dl>
      );
    case 'eth_signTypedData_v4':
      return (
        <dl>
          <dt>Sign typed data ({r.primaryType}) with</dt>
          <dd>{r.address}</dd>
          <dt>Domain</dt>
          <dd>
            <pre>{JSON.stringify(r.domain, null, 2)}</pre>
          </dd>
          <dt>Message</dt>
          <dd>
            <pre>{JSON.stringify(r.message, null, 2)}</pre>
          </dd>
        </dl>
      );
    case 'wallet_switchEthereumChain':
      return <p>Switch the dapp to {r.chainId}.</p>;
  }
}
