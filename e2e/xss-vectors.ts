import type { Page } from "playwright-core";

/**
 * Script-injection vectors of the filter-evasion kind (tag and attribute tricks, odd casing, encodings,
 * broken markup, URL schemes, SVG/MathML, CSS, templates), each trying to call `alert(1)`. Stored as
 * user content (notices, mails, chat, webinar Q&A) and opened in Chromium, none may run:
 * `watchForScripts` counts dialogs and calls of alert/confirm/prompt.
 */
const bases = [
  "<script>alert(1)</script>",
  "<SCRIPT>alert(1)</SCRIPT>",
  "<ScRiPt>alert(1)</sCrIpT>",
  '<script src="data:text/javascript,alert(1)"></script>',
  "<script>/*</script>*/alert(1)</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>alert(1);//<</script>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  "<img src=x onerror=alert`1`>",
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">',
  '<img src="x" onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;&#x31;&#x29;">',
  "<img src=x onerror=eval(atob('YWxlcnQoMSk='))>",
  '<img src="javascript:alert(1)">',
  "<img/src=x/onerror=alert(1)>",
  "<img src=x onerror\t=alert(1)>",
  '<img """><script>alert(1)</script>">',
  "<image src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">click</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math href="javascript:alert(1)">click</math>',
  "<body onload=alert(1)>",
  "<body onpageshow=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="vbscript:alert(1)">link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">link</a>',
  '<a onmouseover="alert(1)">hover</a>',
  '<a href="#" onclick="alert(1)">click</a>',
  "<div onmouseover=alert(1)>hover</div>",
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  "<input onfocus=alert(1) autofocus>",
  '<input type="image" src=x onerror=alert(1)>',
  "<select onfocus=alert(1) autofocus><option>x</option></select>",
  "<textarea onfocus=alert(1) autofocus>x</textarea>",
  "<keygen onfocus=alert(1) autofocus>",
  '<video><source onerror="alert(1)"></video>',
  "<video src=x onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)></audio>",
  "<details open ontoggle=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  "<isindex type=image src=1 onerror=alert(1)>",
  "<xss onafterscriptexecute=alert(1)><script>1</script>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<template><script>alert(1)</script></template>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "</textarea><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  "</style><script>alert(1)</script>",
  "<scri\u0000pt>alert(1)</scri\u0000pt>",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection vector, meant literally
  "${alert(1)}",
  '<div id="x" data-x="1" onclick="alert(1)" tabindex="0">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%" onmousemove="alert(1)">cover</p>',
  '<button onclick="alert(1)">press</button>',
  "<span onpointerenter=alert(1)>x</span>",
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  "<img src=x:alert(1) onerror=eval(src)>",
  '<img src=1 href=1 onerror="javascript:alert(1)">',
  '<object type="text/x-scriptlet" data="javascript:alert(1)"></object>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  "<img src=`x` onerror=`alert(1)`>",
  "<script>window['al'+'ert'](1)</script>",
  "<script>setTimeout('alert(1)')</script>",
  "<script>[1].find(alert)</script>",
];

/** At least 100 distinct vectors (the bases, and a few wrapped in ordinary text and markup). */
export const xssVectors: string[] = [
  ...bases,
  ...bases.slice(0, 12).map((v) => `Hello ${v} world`),
  ...bases.slice(0, 6).map((v) => `<p><b>${v}</b></p>`),
];

/**
 * Installs the trap before any page script: alert, confirm and prompt record a hit, and dialogs are
 * counted and dismissed. `hits()` reads the count after the content was shown.
 */
export async function watchForScripts(page: Page): Promise<{ hits(): Promise<number> }> {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: number } & Record<string, unknown>;
    w.__xssHits = 0;
    for (const name of ["alert", "confirm", "prompt"])
      w[name] = () => {
        w.__xssHits++;
      };
  });
  return {
    async hits() {
      const inPage = await page.evaluate(() => (window as unknown as { __xssHits?: number }).__xssHits ?? 0);
      return inPage + dialogs;
    },
  };
}
