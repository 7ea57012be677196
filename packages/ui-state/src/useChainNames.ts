/** Each chain's display name by chain_name (chainOptions), for labels; empty until read. */
import { useEffect, useState } from 'react';
import { chainOptions } from './chains';

export function useChainNames(): Record<string, string> {
  const [chainNames, setChainNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void chainOptions().then(
      (list) => live && setChainNames(Object.fromEntries(list.map((c) => [c.chain_name, c.name]))),
    );
    return () => {
      live = false;
    };
  }, []);
  return chainNames;
}
