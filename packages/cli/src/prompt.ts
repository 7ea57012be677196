/**
 * The no-echo password prompt on the controlling terminal (stdin may carry the phrase). Typed
 * bytes are decoded strictly: a byte that is not UTF-8 is refused, never read as U+FFFD, since a
 * password with a replaced character would not be the one the person typed.
 */
import { openSync } from 'node:fs';
import { ReadStream } from 'node:tty';
import { CliError } from './io';

const NOT_UTF8 = 'The password is not valid UTF-8 text: check the terminal encoding and type it again';

/**
 * Reads one line of raw keystrokes from `input` until Enter: backspace removes a character (a whole
 * code point),
 * Ctrl-C cancels. A multi-byte character split across chunks is joined before decoding.
 */
export function readHiddenLine(input: NodeJS.ReadableStream): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = (err?: Error) => {
      input.removeListener('data', onData);
      if (err) reject(err);
      else resolve(answer);
    };
    const onData = (chunk: Buffer | string) => {
      let text: string;
      try {
        text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      } catch {
        return finish(new CliError(NOT_UTF8));
      }
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new CliError('Cancelled'));
        if (ch === '\u007f' || ch === '\b') answer = Array.from(answer).slice(0, -1).join('');
        else answer += ch;
      }
    };
    input.on('data', onData);
  });
}

/** Asks `question` on stderr and reads the answer from /dev/tty with echo off. */
export async function promptPasswordOnTty(question: string): Promise<string> {
  let tty: ReadStream;
  try {
    tty = new ReadStream(openSync('/dev/tty', 'r'));
  } catch {
    throw new CliError('Set KESTREL_PASSWORD or run in a terminal to type the password');
  }
  process.stderr.write(question);
  tty.setRawMode(true);
  try {
    return await readHiddenLine(tty);
  } finally {
    tty.setRawMode(false);
    tty.destroy();
    process.stderr.write('\n');
  }
}
