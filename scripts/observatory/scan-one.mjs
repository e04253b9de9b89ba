/**
 * Child process of scripts/observatory.mjs: runs the MDN HTTP Observatory's
 * own retriever, tests and grader against one local URL and prints JSON.
 * (Its CLI scans only port 443 and path /, so the scoring of its scan() is
 * repeated here with the port and path passed through.)
 * argv: hostname httpsPort httpPort path
 */
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';

const [hostname, httpsPort, httpPort, path] = process.argv.slice(2);
const r = await retrieve(hostname, { httpsPort: Number(httpsPort), httpPort: Number(httpPort), path });
if (!r.responses.auto) {
  console.log(JSON.stringify({ error: 'site unreachable' }));
  process.exit(1);
}
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(r);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
}
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = getGradeForScore(score);
console.log(JSON.stringify({ status: r.responses.auto.status, score, grade, tests }));
