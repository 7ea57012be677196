/** The process entry of the built `kestrel` (dist/kestrel.js): run the command, exit with its code. */
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
