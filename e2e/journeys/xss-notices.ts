import { watchForScripts, xssVectors } from "../xss-vectors";
import { loginAs, subEventOf } from "./notices";
import { check, type Journey } from "./types";

/** NUL and the other control characters: the API refuses them before anything is stored (400). */
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 32 && !"\t\n\r".includes(c));

async function tokenOf(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo1234!" }),
  });
  const token = res.headers.get("authorization");
  check(res.ok && token, `login failed for ${email}`);
  return token;
}

async function api(url: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, "content-type": "application/json", "accept-language": "ko" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/**
 * Whether stored HTML still holds markup that could run if shown without the browser's sanitiser: a script-like
 * tag, a handler attribute or a script-ish URL. Only tags are looked at (the sanitiser escapes `<` in text).
 */
function unsafe(html: string): boolean {
  return (html.match(/<[^>]*>/g) ?? []).some(
    (tag) =>
      /^<\/?(script|iframe|object|embed|svg|math|style|base|meta|link|form)\b/i.test(tag) ||
      /\son[a-z]+\s*=/i.test(tag) ||
      /\s(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(tag),
  );
}

/** tsx keeps function names through a `__name` helper that functions sent into a page also call. */
const KEEP_NAMES = "window.__name = (f) => f;";

/**
 * Installs `window.__scanXss(root)` in every page: what in the shown content could still run (handlers,
 * script-ish URLs, script/frame/object/svg tags). The walks below run inside the page, without a round trip to
 * the test per step.
 */
function installScanner(): void {
  (window as unknown as { __scanXss: (root: Element) => string[] }).__scanXss = (root) => {
    const found: string[] = [];
    for (const el of root.querySelectorAll("*")) {
      // the page's own icons
      if (el.closest(".MuiSvgIcon-root")) continue;
      if (/^(script|iframe|object|embed|frame|form|base|meta|link|style|svg|math)$/i.test(el.tagName))
        found.push(el.tagName);
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
          /^\s*(javascript|data|vbscript):/i.test(attr.value)
        )
          found.push(`${el.tagName}[${attr.name}=${attr.value.slice(0, 30)}]`);
      }
    }
    return found;
  };
}

/** From the open notice, presses "previous" until it is disabled, scanning each notice shown. */
function walkNotices(): Promise<{ problems: string[]; visited: number; bolds: number }> {
  const scan = (window as unknown as { __scanXss: (root: Element) => string[] }).__scanXss;
  const until = async <T>(read: () => T | null | undefined): Promise<T> => {
    const end = Date.now() + 15_000;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > end) throw new Error("a notice did not show within 15 s");
      await new Promise((r) => setTimeout(r, 15));
    }
  };
  return (async () => {
    const problems: string[] = [];
    let visited = 1;
    let bolds = 0;
    for (;;) {
      const id = document.querySelector("article[data-notice-id]")?.getAttribute("data-notice-id");
      const previous = [...document.querySelectorAll("button")].find((b) =>
        b.textContent?.includes("이전 공지"),
      );
      if (!previous || previous.disabled) break;
      previous.click();
      const shown = await until(() => {
        const a = document.querySelector("article[data-notice-id]");
        return a && a.getAttribute("data-notice-id") !== id ? a : null;
      });
      problems.push(...scan(shown).map((p) => `notice ${shown.getAttribute("data-notice-id")}: ${p}`));
      bolds += shown.querySelectorAll("b").length;
      visited++;
    }
    return { problems, visited, bolds };
  })();
}

/** On a mail list page: opens each row's mail, scans it, and comes back (history), all in the page. */
function walkMailPage(first: boolean): Promise<{ problems: string[]; opened: number; safe: boolean }> {
  const scan = (window as unknown as { __scanXss: (root: Element) => string[] }).__scanXss;
  const until = async <T>(read: () => T | null | undefined): Promise<T> => {
    const end = Date.now() + 15_000;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > end) throw new Error("a mail did not show within 15 s");
      await new Promise((r) => setTimeout(r, 15));
    }
  };
  const links = () => [...document.querySelectorAll<HTMLAnchorElement>("table a[href*='/mailList/']")];
  return (async () => {
    const problems: string[] = [];
    let safe = false;
    const count = (await until(() => (links().length > 0 ? links() : null))).length;
    for (let i = 0; i < count; i++) {
      const link = await until(() => links()[i]);
      link.click();
      const box = await until(() => document.querySelector("article[data-mail-id]"));
      // HTML shows once the browser's sanitiser has loaded (the first time only)
      if (first && i === 0) await new Promise((r) => setTimeout(r, 1_500));
      problems.push(...scan(box).map((p) => `mail ${box.getAttribute("data-mail-id")}: ${p}`));
      if ([...box.querySelectorAll("h2")].some((h) => h.textContent === "Safe heading"))
        safe = box.querySelectorAll('strong, a[href="https://example.com/guide"]').length === 2;
      history.back();
      await until(() =>
        !document.querySelector("article[data-mail-id]") && links().length > 0 ? true : null,
      );
    }
    return { problems, opened: count, safe };
  })();
}

const SAFE =
  '<h2>Safe heading</h2><p><strong>bold words</strong> and <em>italics</em> with <a href="https://example.com/guide">a link</a></p><ul><li>first item</li></ul>';

export const xssNoticeJourneys: Journey[] = [
  {
    name: "xss: every vector stored as notices and as mails (titles and bodies) shows in Chromium without running; formatting survives",
    async run({ page, url }) {
      const started = Date.now();
      const lap = (what: string) =>
        process.env.E2E_TIMING && console.log(`    ${what}: ${Date.now() - started} ms`);
      const s = await subEventOf(url, "consulting");
      const host = await tokenOf(url, "host@bizmeet.demo");
      const readerMail = "buyer2@bizmeet.demo";
      const reader = await tokenOf(url, readerMail);

      // notices: each vector as title and body (the control-character one is refused, as it must be)
      let stored = 0;
      for (const vector of xssVectors) {
        const res = await api(url, host, "POST", `/api/host/subEvents/${s}/notices`, {
          title: vector,
          content: vector,
        });
        if (hasControl(vector))
          check(res.status === 400, `a control-character vector answered ${res.status}`);
        else {
          check(res.status === 200, `a vector notice answered ${res.status}: ${JSON.stringify(res.json)}`);
          check(!unsafe(String(res.json.content)), `stored unsafe: ${res.json.content}`);
          stored++;
        }
      }
      const safe = await api(url, host, "POST", `/api/host/subEvents/${s}/notices`, {
        title: "Safe notice",
        content: SAFE,
      });
      check(safe.status === 200, "the safe notice was refused");

      // mails: the composer's preview and send calls, each vector as subject and body to one participant
      const found = await api(
        url,
        host,
        "GET",
        `/api/host/subEvents/${s}/applicants?search=${encodeURIComponent(readerMail)}`,
      );
      const applicationId = (found.json.content as { id: number }[])[0]!.id;
      const before = (await api(url, reader, "GET", `/api/mails/toUserMails?subEventId=${s}`)).json
        .totalElements as number;
      let mailed = 0;
      for (const vector of [...xssVectors, SAFE]) {
        const body = {
          title: vector === SAFE ? "Safe mail" : vector,
          content: vector,
          applicationIds: [applicationId],
        };
        const preview = await api(url, host, "POST", `/api/host/subEvents/${s}/mailings/preview`, body);
        if (hasControl(vector)) {
          check(preview.status === 400, `a control-character mail answered ${preview.status}`);
          continue;
        }
        check(
          preview.status === 200,
          `a vector preview answered ${preview.status}: ${JSON.stringify(preview.json)}`,
        );
        check(!unsafe(String(preview.json.content)), `preview unsafe: ${preview.json.content}`);
        const sent = await api(url, host, "POST", `/api/host/subEvents/${s}/mailings`, body);
        check(sent.status === 200, `a vector mailing answered ${sent.status}`);
        mailed++;
      }
      for (let waited = 0; ; waited += 500) {
        const total = (await api(url, reader, "GET", `/api/mails/toUserMails?subEventId=${s}`)).json
          .totalElements;
        if (total === before + mailed) break;
        check(waited < 60_000, `only ${total} of ${before + mailed} mails reached the mailbox`);
        await new Promise((r) => setTimeout(r, 500));
      }

      lap("stored and mailed");
      // notices in Chromium: every list page, then every notice through the arrows (newest to oldest)
      const trap = await watchForScripts(page);
      await page.addInitScript({ content: KEEP_NAMES });
      await page.addInitScript(installScanner);
      await loginAs(page, url, "seller1@bizmeet.demo");
      const noticePages = Math.ceil((stored + 1 + 3) / 10);
      for (let p = 0; p < noticePages; p++) {
        await page.goto(`${url}/subEvent/${s}/noticeList${p ? `?page=${p}` : ""}`);
        // (the consulting sub-event's one-time tips show on the participants page only)
        await page.getByRole("table").getByRole("row").nth(1).waitFor();
      }
      await page.goto(`${url}/subEvent/${s}/noticeList/${safe.json.id}`);
      const article = page.locator(`article[data-notice-id="${safe.json.id}"]`);
      await article.locator("h2", { hasText: "Safe heading" }).waitFor();
      check((await article.locator("strong", { hasText: "bold words" }).count()) === 1, "bold lost");
      check((await article.locator("em", { hasText: "italics" }).count()) === 1, "italics lost");
      check((await article.locator("li", { hasText: "first item" }).count()) === 1, "list lost");
      check(
        (await article.locator('a[href="https://example.com/guide"][rel*="noopener"]').count()) === 1,
        "the safe link lost its href or rel",
      );
      const walked = await page.evaluate(walkNotices);
      const problems = walked.problems;
      const { visited, bolds } = walked;
      check(visited === stored + 1 + 3, `walked ${visited} notices, expected ${stored + 4}`);
      check(bolds > 0, "the harmless <b> of the wrapped vectors did not survive");

      lap("notices shown");
      // mails in Chromium: every list page and every mail's detail
      const mailPage = await page.context().newPage();
      const mailTrap = await watchForScripts(mailPage);
      await mailPage.addInitScript({ content: KEEP_NAMES });
      await mailPage.addInitScript(installScanner);
      await loginAs(mailPage, url, readerMail);
      const mailPages = Math.ceil((before + mailed) / 10);
      let opened = 0;
      let safeMailSeen = false;
      for (let p = 0; p < mailPages; p++) {
        await mailPage.goto(`${url}/subEvent/${s}/mailList${p ? `?page=${p}` : ""}`);
        const walked = await mailPage.evaluate(walkMailPage, p === 0);
        problems.push(...walked.problems);
        opened += walked.opened;
        safeMailSeen ||= walked.safe;
      }
      lap("mails shown");
      check(opened === before + mailed, `opened ${opened} mails, expected ${before + mailed}`);
      check(safeMailSeen, "the safe mail lost its formatting");
      await page.waitForTimeout(500);
      check(problems.length === 0, `dangerous nodes shown:\n${problems.slice(0, 20).join("\n")}`);
      const hits = (await trap.hits()) + (await mailTrap.hits());
      check(hits === 0, `${hits} script(s) ran`);
    },
  },
];
