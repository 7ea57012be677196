export { main } from './main';
export type { Command } from './command';
export { CliError, type CliIO } from './io';
