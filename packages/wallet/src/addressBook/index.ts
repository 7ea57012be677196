export * from './book';
export * from './update';
