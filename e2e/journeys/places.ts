import { mkdirSync, readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { checkTablesFit } from "./layout-checks";
import { expectAccessible, loginAs, subEventOf } from "./notices";
import { check, type Journey } from "./types";

const SHOTS = ".test-results";

/** The sheet as exported, read back (kind, name, zone, company, x, y per row after the header). */
async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  check(sheet, "the export has no sheet");
  return { book, sheet };
}

async function rowOf(page: Page, name: string) {
  const row = page.locator(`tr[data-place="${name}"]`);
  await row.waitFor();
  return row;
}

export const placesJourneys: Journey[] = [
  {
    name: "places: the host makes 40 pooled tables T-01..T-40, pins one by keyboard, exports and re-imports the sheet",
    async run({ page, url }) {
      mkdirSync(SHOTS, { recursive: true });
      const m = await subEventOf(url, "matching");
      await page.setViewportSize({ width: 1440, height: 900 });
      await loginAs(page, url, "host@bizmeet.demo");
      await page.goto(`${url}/host/subEvents/${m}`);
      await page.getByRole("link", { name: "장소", exact: true }).first().click();
      await page.getByRole("heading", { name: "장소: 테이블, 부스, 회의실" }).waitFor();

      // the demo's matching session runs pooled tables already: fixed places, then back to pooled
      await page.getByRole("radio", { name: /고정 장소/ }).check();
      await page.getByText("장소 방식을 바꿨습니다.").waitFor();
      await page.getByRole("radio", { name: /공용 테이블/ }).check();
      await page.getByText("장소 방식을 바꿨습니다.").last().waitFor();
      check(await page.getByRole("radio", { name: /공용 테이블/ }).isChecked(), "pooled is not chosen");

      const form = page.getByRole("form", { name: "번호 테이블 한꺼번에 만들기" });
      await form.getByLabel("테이블 수").fill("40");
      await form.getByLabel("이름 앞부분").fill("T-");
      await form.getByLabel("번호 자릿수").fill("2");
      await form.getByLabel("시작 번호").fill("1");
      await form.getByLabel("구역 또는 홀").fill("Hall T");
      await form.getByText("미리보기: T-01 … T-40").waitFor();
      await form.getByRole("button", { name: "테이블 만들기" }).click();
      await page.getByText("테이블 40개를 만들었습니다.").waitFor();
      await rowOf(page, "T-40");
      check((await page.locator("tr[data-place^='T-']").count()) === 40, "not 40 tables listed");

      // the same batch again is refused and names the tables that exist
      await form.getByRole("button", { name: "테이블 만들기" }).click();
      await page.getByText(/이미 있는 이름이 40개 있어 아무것도 만들지 않았습니다: T-01, T-02/).waitFor();

      // pin T-07 by keyboard: choose it, focus the plan, five steps right from the middle, Enter saves
      await (await rowOf(page, "T-07")).getByRole("button", { name: "평면도에 위치 표시: T-07" }).click();
      const board = page.getByTestId("pin-board");
      await board.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await (await rowOf(page, "T-07")).getByText("x 0.55, y 0.51").waitFor();
      // and T-08 by clicking the plan
      await (await rowOf(page, "T-08")).getByRole("button", { name: "평면도에 위치 표시: T-08" }).click();
      await page.waitForFunction(() => document.querySelector("[data-pin='T-08']") === null);
      const box = await board.boundingBox();
      check(box, "the plan has no box");
      await board.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
      await (await rowOf(page, "T-08")).getByText(/x 0\.2\d*, y 0\.7\d*/).waitFor();
      await expectAccessible(page, "the places page");
      await page.screenshot({ path: `${SHOTS}/places-1440.png`, fullPage: true });

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "엑셀로 내보내기" }).click();
      const file = await download;
      check(/_places_\d{8}\.xlsx$/.test(file.suggestedFilename()), `file name ${file.suggestedFilename()}`);
      const { book, sheet } = await readBook(readFileSync(await file.path()));
      const tables = (sheet.getRows(2, sheet.rowCount - 1) ?? []).filter((r) =>
        /^T-\d\d$/.test(String(r.getCell(2).value)),
      );
      check(tables.length === 40, `the export has ${tables.length} tables`);
      const a07 = tables.find((r) => r.getCell(2).value === "T-07");
      check(
        a07?.getCell(5).value === 0.55 && a07.getCell(6).value === 0.51,
        "T-07's pin is not in the export",
      );
      check(a07.getCell(1).value === "table" && a07.getCell(3).value === "Hall T", "T-07's kind or zone");

      // a bad sheet: every problem listed with its row, nothing saved
      const bad = new ExcelJS.Workbook();
      const badSheet = bad.addWorksheet("Places");
      badSheet.addRows([
        ["kind", "name", "zone", "company", "x", "y"],
        ["chair", "T-41"],
        ["table", "T-42", "", "", 2, 0.5],
      ]);
      await page.getByTestId("places-import").setInputFiles({
        name: "bad.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: Buffer.from(await bad.xlsx.writeBuffer()),
      });
      const problems = page.getByRole("dialog", { name: "엑셀에서 가져오기" });
      await problems.getByText('2행: 알 수 없는 종류 "chair"', { exact: false }).waitFor();
      await problems.getByText("3행: 위치 x, y", { exact: false }).waitFor();
      await problems.getByRole("button", { name: "닫기" }).click();
      check((await page.locator("tr[data-place='T-41']").count()) === 0, "a bad sheet saved a row");

      // the exported sheet, edited: T-40 moves to Hall B and T-41 is added; all 41 come back
      const last = tables.find((r) => r.getCell(2).value === "T-40");
      check(last, "no T-40 in the export");
      last.getCell(3).value = "Hall B";
      sheet.addRow(["table", "T-41", "Hall B", "", null, null]);
      await page.getByTestId("places-import").setInputFiles({
        name: "places.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
      await page.getByText(/가져왔습니다: 새 장소 1개, 바뀐 장소 \d+개/).waitFor();
      await (await rowOf(page, "T-41")).getByText("Hall B").waitFor();
      await (await rowOf(page, "T-40")).getByText("Hall B").waitFor();
      await (await rowOf(page, "T-07")).getByText("x 0.55, y 0.51").waitFor();

      await page.setViewportSize({ width: 375, height: 800 });
      await rowOf(page, "T-01");
      await checkTablesFit(page, "the places page at 375 px");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `the places page scrolls sideways by ${overflow} px at 375 px`);
      await page.screenshot({ path: `${SHOTS}/places-375.png`, fullPage: false });
      await page.locator("tr[data-place='T-07']").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/places-375-cards.png` });
      await page.locator("#places-pins").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/places-375-plan.png` });
    },
  },
];
