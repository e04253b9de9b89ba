/**
 * The message registry (shared/messages/messages.ts) is the one list of what the site writes to people:
 * every kind the Worker can queue is in it (the compiler holds queueEmail to its kinds; this
 * reads the code for the other direction), each entry's template module exists and writes that
 * kind, and staff see each kind by its one label wherever it appears.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKind, MESSAGE_KINDS, messageKindLabel } from '../../shared/messages/messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The kinds the Worker's code names: string values of its `…KIND…` constants (single ones and maps of them). */
function kindsInWorkerCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of filesUnder(path.join(ROOT, 'worker'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/export const \w*KINDS?\w*\s*=\s*(\{[^}]*\}|'[^']*')/g)) {
      const values = m[1]!.startsWith('{') ? m[1]!.matchAll(/:\s*'([^']+)'/g) : m[1]!.matchAll(/'([^']+)'/g);
      for (const [, kind] of values) found.set(kind!, path.relative(ROOT, file));
    }
  }
  return found;
}

describe('the message registry', () => {
  it('lists every message kind the Worker code can queue', () => {
    const inCode = kindsInWorkerCode();
    expect(inCode.size).toBeGreaterThanOrEqual(16);
    const missing = [...inCode.keys()].filter((k) => !isMessageKind(k));
    expect(missing).toEqual([]);
  });

  it('lists no kind the code never writes, and names the module that writes each', () => {
    const inCode = kindsInWorkerCode();
    for (const [kind, spec] of Object.entries(MESSAGE_KINDS)) {
      expect(inCode.has(kind), `${kind} is not written anywhere`).toBe(true);
      expect(inCode.get(kind), `${kind}'s template`).toBe(spec.template);
      expect(spec.label.trim()).not.toBe('');
      expect(spec.channels.length).toBeGreaterThan(0);
    }
  });

  it('gives each kind one label, unique across kinds', () => {
    const labels = Object.values(MESSAGE_KINDS).map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(messageKindLabel('interview-cancellation')).toBe('Interview cancelled');
    expect(messageKindLabel('lead-alert')).toBe('Lead alert to staff');
  });

  it('reads a kind it does not know (an old outbox row) as its own words', () => {
    expect(messageKindLabel('quote-follow_up')).toBe('Quote follow up');
    expect(messageKindLabel('')).toBe('Email');
  });
});
