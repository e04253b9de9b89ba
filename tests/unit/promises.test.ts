/**
 * Every promise the site makes is stated once (content/promises.ts): no page, email or staff screen
 * writes a reply time, a walkthrough's length or a proposal's time of its own, and the places that
 * state one say what the declaration says.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMISES, REPLY_PROMISE, withPromises } from '../../content/promises';
import { FIRST_RESPONSE_TARGET_MINUTES } from '../../shared/leads/lead-pipeline';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Phrases that state a promise: only content/promises.ts may write them. */
const PROMISE_WORDS = /within 24 hours|within one business hour|same business day|about an hour|about 30 minutes|30-minute|within (an|one) hour/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|json)$/.test(name) ? [full] : [];
  });
}

/** The lines of copy (not comments) that state a promise themselves. */
function statedOutside(): string[] {
  const found: string[] = [];
  for (const dir of ['content', 'web/src', 'worker', 'shared']) {
    for (const file of files(path.join(ROOT, dir))) {
      if (file.endsWith(path.join('content', 'promises.ts'))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (PROMISE_WORDS.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
  }
  return found;
}

describe('the promises', () => {
  it('are written nowhere but in their declaration', () => {
    expect(statedOutside()).toEqual([]);
  });

  it('are what the staff screens count with (the emails: tests/worker/promises.test.ts)', () => {
    expect(FIRST_RESPONSE_TARGET_MINUTES).toBe(PROMISES.replyMinutes);
    expect(REPLY_PROMISE).toContain(PROMISES.reply);
    expect(PROMISES.reply).toMatch(/one business hour/);
    expect(PROMISES.walkthrough).toContain(String(PROMISES.walkthroughMinutes));
  });

  it('fill the copy kept as JSON', () => {
    expect(withPromises('We reply {reply}; it takes {walkthrough}; a proposal {proposal}.')).toBe(
      `We reply ${PROMISES.reply}; it takes ${PROMISES.walkthrough}; a proposal ${PROMISES.proposal}.`,
    );
    expect(withPromises('{nothing} stays')).toBe('{nothing} stays');
  });
});
