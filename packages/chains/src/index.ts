export * from './registry/index';
export * from './keys/index';
