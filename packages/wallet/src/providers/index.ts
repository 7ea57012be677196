export * from './settings';
export * from './describe';
export * from './update';
export * from './origins';
