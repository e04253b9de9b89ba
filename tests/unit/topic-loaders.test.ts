/** Every service and industry page's copy (content/topics/) has its loader in the route table, and no loader names a file that is not there. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOPIC_LOADERS } from '../../web/src/app/pages';

describe('the topic loaders', () => {
  it('list exactly the files in content/topics', async () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../content/topics'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(Object.keys(TOPIC_LOADERS).sort()).toEqual(files);
    const loaded = await TOPIC_LOADERS['floor-care']!();
    expect(loaded.default).toBeTruthy();
  });
});
