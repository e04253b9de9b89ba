/**
 * The sample openings are for a local database only: npm start (and the browser tests' server)
 * load them through prepareLocalDatabase, npm run deploy never does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, '../../scripts', file), 'utf8');

describe('where the sample openings load', () => {
  it('deploy calls neither the openings loader nor the local preparation', () => {
    const deploy = read('deploy.mjs');
    expect(deploy).not.toMatch(/loadSampleOpenings|prepareLocalDatabase|openingInsertStatements|seed\/openings/);
    expect(deploy).toMatch(/loadSamplePosts\(/);
  });

  it('the local preparation loads them, and their loader only ever targets the local D1', () => {
    const lib = read('lib.mjs');
    const prepare = lib.slice(lib.indexOf('export async function prepareLocalDatabase'));
    expect(prepare).toMatch(/loadSampleOpenings\(\{ persistTo \}\)/);
    const loader = lib.slice(lib.indexOf('export async function loadSampleOpenings'), lib.indexOf('export async function prepareLocalDatabase'));
    expect(loader).toMatch(/d1Target\(\{ persistTo \}\)/);
    expect(loader).not.toMatch(/remote/i);
  });
});
