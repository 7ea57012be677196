/**
 * Transaction list (/home/transactions). History rows come from the chain adapters; until a
 * chain's adapter is wired in, the screen says so instead of showing an empty "no transactions".
 */
import { useState } from 'react';
import { useCurrentWallet } from '../state/hooks';
import { Card } from '../ui/Card';
import { Notice } from '../ui/Notice';
import { Select } from '../ui/Select';

export default function Transactions() {
  const wallet = useCurrentWallet();
  const [coinId, setCoinId] = useState(wallet?.coins[0]?._id ?? '');
  if (!wallet) return null;
  const coin = wallet.coins.find((c) => c._id === coinId) ?? wallet.coins[0];
  return (
    <>
      <h1>Transactions</h1>
      <Card>
        <Select
          label="Coin"
          value={coin?._id ?? ''}
          onChange={(e) => setCoinId(e.target.value)}
          options={wallet.coins.map((c) => ({ value: c._id, label: `${c.name} (${c.symbol})` }))}
        />
        <Notice kind="info">
          <p>
            History for {coin ? coin.name : 'this coin'} is not available yet: this device has no connection
            to its chain.
          </p>
        </Notice>
      </Card>
    </>
  );
}
