/** Loads the official vector files from ../shared/vectors (tests only). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const VECTOR_DIR = fileURLToPath(new URL('../../../../../shared/vectors/', import.meta.url));

export function loadVectors<T>(file: string): T {
  return JSON.parse(readFileSync(VECTOR_DIR + file, 'utf8')) as T;
}
