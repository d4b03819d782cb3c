import type { Page } from "playwright-core";
import { check } from "./types";

/** The words of the matched elements' text that the layout split across two lines (measured in the page). */
export async function wordsSplitAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let at = 0;
        for (const word of (node.textContent ?? "").split(/(\s+)/)) {
          if (word.trim()) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) split.push(word);
          }
          at += word.length;
        }
      }
    }
    return split;
  });
}

/**
 * Every table of the page fits its container (no column beyond the edge, nothing to scroll to), the page does
 * not scroll sideways, and no word in a cell is split across lines.
 */
export async function checkTablesFit(page: Page, where: string): Promise<void> {
  await page.locator("table tbody tr").first().waitFor();
  const report = await page.evaluate(() => {
    const tables = [...document.querySelectorAll("table")].map((table) => {
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
      const edge = (box ?? document.body).getBoundingClientRect().right;
      const beyond = [...table.querySelectorAll("td, th")].filter(
        (cell) => cell.getBoundingClientRect().width > 0 && cell.getBoundingClientRect().right > edge + 1,
      ).length;
      return { hidden: box ? box.scrollWidth - box.clientWidth : 0, beyond };
    });
    return { page: document.documentElement.scrollWidth - window.innerWidth, tables };
  });
  check(report.page <= 0, `${where}: the page scrolls sideways by ${report.page} px`);
  check(report.tables.length > 0, `${where}: no table`);
  for (const table of report.tables) {
    check(table.hidden <= 1, `${where}: ${table.hidden} px of a table are hidden beyond its edge`);
    check(table.beyond === 0, `${where}: ${table.beyond} cells lie beyond the table's edge`);
  }
  const split = await wordsSplitAcrossLines(page, "table td, table th");
  check(split.length === 0, `${where}: words split inside: ${split.join(", ")}`);
}
