export * from './errors';
export * from './timeouts';
export * from './http';
export * from './pool';
export * from './broadcast';
export * from './jsonrpc';
export * from './explorer';
export * from './balances';
