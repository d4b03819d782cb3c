import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { INDUSTRIES } from "./demo-data";
import { posterSvg, storeDemoFile } from "./demo-files";

type Question = typeof s.formQuestions.$inferSelect;

/** Products with images for this many sellers per sub-event (the gallery's first pages). */
const PRODUCT_IMAGES = 16;

async function addQuestions(
  ctx: AppContext,
  formId: number,
  questions: Omit<typeof s.formQuestions.$inferInsert, "formId" | "position">[],
) {
  for (const q of questions) {
    const part = q.part ?? "main";
    const [last] = await ctx.db
      .select({ position: max(s.formQuestions.position) })
      .from(s.formQuestions)
      .where(and(eq(s.formQuestions.formId, formId), eq(s.formQuestions.part, part)));
    await ctx.db.insert(s.formQuestions).values({ ...q, formId, position: (last?.position ?? -1) + 1 });
  }
}

/** The seller form of the consulting sub-event holds every question type; booth and visitor forms exist. */
async function completeForms(ctx: AppContext, consultingId: number): Promise<void> {
  const [sub] = await ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, consultingId));
  if (!sub?.sellerPartiForm) return;
  await addQuestions(ctx, sub.sellerPartiForm, [
    {
      type: "star",
      title: "Export readiness / 수출 준비도",
      explain: "1 = first export, 5 = exporting widely",
      explainCheck: "Y",
    },
    {
      type: "text",
      title: "Before you submit / 제출 전 안내",
      content:
        "The organizer reviews every application within 3 working days. / 주최자가 3영업일 안에 검토합니다.",
      part: "additional",
    },
    {
      type: "short",
      title: "Annual export volume (USD) / 연간 수출액",
      part: "additional",
      secretCheck: "Y",
    },
  ]);
  const [booth] = await ctx.db
    .insert(s.forms)
    .values({ subEventId: consultingId, type: "boothParticipation", title: "Booth application" })
    .returning();
  await addQuestions(ctx, booth!.id, [
    { type: "short", title: "Company name / 기업명", requireCheck: "Y", defaultId: "companyName" },
    {
      type: "single",
      title: "Booth size / 부스 크기",
      requireCheck: "Y",
      options: {
        radioContent: [
          { id: "s", content: "9 m²" },
          { id: "m", content: "18 m²" },
        ],
      },
    },
  ]);
  const [visitor] = await ctx.db
    .insert(s.forms)
    .values({ subEventId: consultingId, type: "visitorParticipation", title: "Visitor application" })
    .returning();
  await addQuestions(ctx, visitor!.id, [
    { type: "short", title: "Company name / 기업명", requireCheck: "Y", defaultId: "companyName" },
    { type: "long", title: "What would you like to see? / 관심 분야" },
  ]);
  await ctx.db
    .update(s.subEvents)
    .set({ boothPartiForm: booth!.id, visitorPartiForm: visitor!.id })
    .where(eq(s.subEvents.id, consultingId));
}

function slug(app: { name: string; id: number }): string {
  return (
    app.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || `company-${app.id}`
  );
}

function answerFor(q: Question, app: typeof s.applications.$inferSelect, productImg: number) {
  const industry = INDUSTRIES.find((i) => i.code === app.category) ?? INDUSTRIES[0];
  const base = { content: "", answerUuid: "" };
  const options = q.options as {
    radioContent?: { id: string; content: string }[];
    checkBoxContent?: { id: string; content: string }[];
  };
  switch (q.type) {
    case "short":
      return q.defaultId === "companyName" ? { ...base, content: app.name } : undefined;
    case "category":
      return { content: industry.en, answerUuid: industry.code };
    case "keyword":
      return { ...base, content: app.keyword };
    case "url":
      return { ...base, content: `https://www.${slug(app)}.example` };
    case "single": {
      const choice = options.radioContent?.[app.id % (options.radioContent?.length || 1)];
      return choice ? { content: choice.content, answerUuid: choice.id } : undefined;
    }
    case "many": {
      const picked = (options.checkBoxContent ?? []).filter((_, i) => (app.id + i) % 2 === 0);
      return {
        content: picked.map((c) => c.content).join(","),
        answerUuid: picked.map((c) => c.id).join(","),
      };
    }
    case "star":
      return { ...base, content: String((app.id % 5) + 1) };
    case "long":
      return {
        ...base,
        content: `${app.note}\n\n${app.name} has served ${industry.en.toLowerCase()} customers for ${5 + (app.id % 20)} years.`,
      };
    case "product":
      if (app.type !== "seller") return undefined;
      return {
        ...base,
        content: `${app.name} ${industry.keywords[app.id % industry.keywords.length]}`,
        productName: `${app.name} ${industry.keywords[app.id % industry.keywords.length]}`,
        productExplain: `Flagship ${industry.en.toLowerCase()} product: ${app.keyword.split(",").join(", ")}.`,
        productImg,
        productLink: `https://www.${slug(app)}.example/products`,
      };
    default:
      return undefined;
  }
}

/**
 * Demo answers for the seeded applications (company name, category, keywords, website, meeting
 * preference, product with image, introduction), so company details show real answers.
 */
export async function seedApplicationDetails(ctx: AppContext, eventId: number, subEventIds: number[]) {
  const [consultingId] = subEventIds;
  if (consultingId !== undefined) await completeForms(ctx, consultingId);
  const subs = await ctx.db.select().from(s.subEvents).where(inArray(s.subEvents.id, subEventIds));
  for (const sub of subs) {
    const apps = await ctx.db
      .select()
      .from(s.applications)
      .where(eq(s.applications.subEventId, sub.id))
      .orderBy(asc(s.applications.id));
    let images = 0;
    const rows: (typeof s.applicationAnswers.$inferInsert)[] = [];
    for (const app of apps) {
      const formId = app.type === "seller" ? sub.sellerPartiForm : sub.buyerPartiForm;
      if (!formId) continue;
      const questions = await ctx.db
        .select()
        .from(s.formQuestions)
        .where(eq(s.formQuestions.formId, formId))
        .orderBy(asc(s.formQuestions.part), asc(s.formQuestions.position));
      let productImg = 0;
      if (app.type === "seller" && images < PRODUCT_IMAGES) {
        images++;
        const svg = posterSvg(app.name, "Product", (app.id * 47) % 360, 600, 600);
        productImg = await storeDemoFile(
          ctx,
          eventId,
          `${slug(app)}-product.svg`,
          "image/svg+xml",
          svg,
          "private",
        );
      }
      for (const q of questions) {
        const answer = answerFor(q, app, productImg);
        if (!answer) continue;
        rows.push({
          applicationId: app.id,
          formId,
          questionId: q.id,
          title: q.title,
          type: q.type,
          repeatInfo: q.part === "additional" ? "Y" : "N",
          additionOrder: q.position,
          ...answer,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 200)
      await ctx.db.insert(s.applicationAnswers).values(rows.slice(i, i + 200));
  }
}
