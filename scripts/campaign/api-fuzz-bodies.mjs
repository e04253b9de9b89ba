/** The API fuzz campaign's request bodies: JSON rows and junk, and a staff insert made sure never to validate. */
import { percent, value } from './api-fuzz-query.mjs';
import { COLUMNS, JUNK_COLUMNS } from './api-fuzz-query-values.mjs';

/** JSON bodies (as text): rows, arrays, primitives, deep nesting, huge values, prototype keys. */
export function jsonBody(rng) {
  const row = () => {
    const o = {};
    for (const col of COLUMNS)
      if (rng.chance(0.6)) o[col] = rng.chance(0.7) ? value(rng) : rng.pick([null, 1, -1, 1.5, true, [], {}, ['a'], [1, 2], { a: 1 }, 'x'.repeat(3000)]);
    // Now and then one value near or over the column and body limits.
    if (rng.chance(0.01)) o[rng.pick(COLUMNS)] = 'x'.repeat(rng.pick([300, 301, 2001, 500_001]));
    if (rng.chance(0.2)) o[rng.pick(JUNK_COLUMNS)] = value(rng);
    return o;
  };
  switch (rng.int(14)) {
    case 0:
      return JSON.stringify(row());
    case 1:
      return JSON.stringify(Array.from({ length: rng.int(4) }, row));
    case 2:
      return JSON.stringify(Array.from({ length: 51 + rng.int(30) }, () => ({ slug: 'x', title: 'x' })));
    case 3:
      return rng.pick(['null', '1', '"str"', 'true', '[]', '{}', '[[]]', '[null]', '[1,2]', '1e999', '-0', '""']);
    case 4:
      return '['.repeat(rng.pick([100, 10_000, 100_000])) + ']'.repeat(rng.chance(0.5) ? 100 : 0);
    case 5:
      return `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`;
    case 6:
      return JSON.stringify({ title: 'x'.repeat(rng.pick([1_048_000, 1_100_000, 2_000_000])) });
    case 7:
      return '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"x":1}},"title":"t"}';
    case 8:
      return rng.pick([
        '{',
        '{"title":',
        "{'title':'x'}",
        '{"title":"x",}',
        '[1,]',
        'undefined',
        'NaN',
        '\ufeff{}',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '/* */{}',
        '{"a":1}{"b":2}',
      ]);
    case 9:
      return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]); // invalid UTF-8 inside a string
    case 10:
      return '';
    case 11:
      return JSON.stringify({ tags: Array.from({ length: rng.pick([50, 51, 1000]) }, (_, i) => `t${i}`) });
    case 12:
      return `title=${[...value(rng)].map(percent).join('')}&slug=x`;
    default:
      return JSON.stringify(row());
  }
}

/** Removes `author` from every row, so a staff insert can never validate. */
export function withoutAuthor(text) {
  if (typeof text !== 'string') return text;
  try {
    const parsed = JSON.parse(text);
    const strip = (o) => {
      if (o && typeof o === 'object' && !Array.isArray(o)) delete o.author;
      return o;
    };
    if (Array.isArray(parsed)) parsed.forEach(strip);
    else strip(parsed);
    return JSON.stringify(parsed);
  } catch {
    return text;
  }
}
