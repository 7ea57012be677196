export * from './registry/index';
export * from './keys/index';
export * from './accounts';
