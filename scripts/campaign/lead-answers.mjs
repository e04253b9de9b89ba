/**
 * How the leads campaign judges one answer: nothing >= 500 or silent, every JSON error in the
 * API's shape, nothing cacheable, and no body that leaks SQL, driver text or a stack trace
 * (unless the request itself carried those words). And a short, replayable description of a
 * request and its answer for the report.
 */

const LEAK_PATTERNS = [
  ['SQLITE', /SQLITE/i],
  ['D1_', /D1_/],
  ['drizzle', /Failed query|drizzle/i],
  ['sql', /\b(?:insert\s+into|update)\s+["`]?leads\b|\bselect\s+[\s\S]{0,200}\bfrom\s+["`]?leads\b/i],
  ['stack trace', /\n\s*at\s|\bat\s+[\w./-]+:\d+:\d+|\.(?:js|ts|mjs):\d+:\d+/],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|InternalError)\b/],
  ['internals', /node_modules|\.wrangler|workerd/],
];

function readable(body) {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}

const RUNTIME_REFUSALS = new Set([414, 431]);

/** Problems with one answer. */
export function judge(c, res) {
  const problems = [];
  if (res.status === 0) problems.push('no answer');
  if (res.status >= 500) problems.push(`status ${res.status}`);
  // A URL or headers too long for the runtime never reach the Worker; a HEAD answer has no body to judge.
  if (RUNTIME_REFUSALS.has(res.status) || c.method === 'HEAD') return problems;
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 400 && type.startsWith('application/json')) {
    try {
      const body = JSON.parse(res.body);
      const keys = Object.keys(body).sort().join(',');
      if (keys !== 'code,details,hint,message' && keys !== 'code,details,fields,hint,message') problems.push('error shape');
    } catch {
      problems.push('error not JSON');
    }
  }
  if (c.path.startsWith('/api/leads') && res.status !== 0 && res.headers['cache-control'] !== 'no-store') problems.push('cacheable');
  const sent = `${c.path} ${typeof c.body === 'string' ? c.body : ''}`;
  const text = readable(res.body ?? '');
  for (const [name, re] of LEAK_PATTERNS) if (re.test(text) && !re.test(sent)) problems.push(`leak: ${name}`);
  return problems;
}

export function describeCase(c, res) {
  const body =
    c.body === null
      ? null
      : Buffer.isBuffer(c.body)
        ? `<${c.body.length} bytes>`
        : c.body.length > 300
          ? `${c.body.slice(0, 300)}… (${c.body.length} chars)`
          : c.body;
  return { request: `${c.method} ${c.path}`, headers: c.headers, body, status: res.status, response: (res.body ?? '').slice(0, 300) || res.error || '' };
}
