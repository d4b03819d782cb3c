import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { INDUSTRIES } from "./demo-data";

type Question = Omit<typeof s.formQuestions.$inferInsert, "formId" | "position">;

const categoryOptions = {
  categoryContent: INDUSTRIES.map((i) => ({ id: i.code, content: i.en, contentKo: i.ko })),
};

function participationQuestions(withProduct: boolean): Question[] {
  const main: Question[] = [
    { type: "short", title: "Company name / 기업명", requireCheck: "Y", defaultId: "companyName" },
    {
      type: "category",
      title: "Industry / 업종",
      requireCheck: "Y",
      defaultId: "category",
      options: categoryOptions,
    },
    {
      type: "keyword",
      title: "Keywords / 키워드",
      requireCheck: "Y",
      explain: "Type a keyword and press Enter.",
      explainCheck: "Y",
    },
    { type: "url", title: "Website / 홈페이지" },
    {
      type: "single",
      title: "Meeting preference / 상담 방식",
      requireCheck: "Y",
      options: {
        radioContent: [
          { id: "online", content: "Online video" },
          { id: "offline", content: "On site" },
          { id: "both", content: "Either" },
        ],
      },
    },
  ];
  if (withProduct) main.push({ type: "product", title: "Main product / 주력 제품", requireCheck: "Y" });
  const additional: Question[] = [
    { type: "long", title: "Company introduction / 기업 소개", part: "additional" },
    {
      type: "many",
      title: "Target markets / 목표 시장",
      part: "additional",
      options: {
        checkBoxContent: ["Asia", "Europe", "North America", "Middle East", "Latin America"].map((c, i) => ({
          id: String(i),
          content: c,
        })),
      },
    },
    { type: "file", title: "Company brochure / 회사 소개서", part: "additional" },
  ];
  return [...main, ...additional];
}

async function createForm(
  ctx: AppContext,
  subEventId: number,
  type: (typeof s.FORM_TYPES)[number],
  title: string,
  questions: Question[],
) {
  const [form] = await ctx.db.insert(s.forms).values({ subEventId, type, title }).returning();
  await ctx.db
    .insert(s.formQuestions)
    .values(questions.map((q, position) => ({ ...q, formId: form!.id, position })));
  return form!.id;
}

/** Participation, counsel, survey and registration forms of the demo sub-events. */
export async function seedForms(
  ctx: AppContext,
  ids: { consulting: number; matching: number; registration: number; presentation: number },
): Promise<void> {
  for (const subEventId of [ids.consulting, ids.matching]) {
    const sellerForm = await createForm(
      ctx,
      subEventId,
      "participation",
      "Seller application",
      participationQuestions(true),
    );
    const buyerForm = await createForm(
      ctx,
      subEventId,
      "participation",
      "Buyer application",
      participationQuestions(false),
    );
    const counsel = await createForm(ctx, subEventId, "counsel", "Consultation note", [
      { type: "long", title: "Discussion summary / 상담 내용", requireCheck: "Y" },
      { type: "star", title: "Interest level / 관심도" },
    ]);
    const survey = await createForm(ctx, subEventId, "survey", "Meeting survey", [
      { type: "star", title: "How useful was this meeting? / 상담 만족도", requireCheck: "Y" },
      { type: "text", title: "Comments / 의견" },
    ]);
    await ctx.db
      .update(s.subEvents)
      .set({
        sellerPartiForm: sellerForm,
        buyerPartiForm: buyerForm,
        sellerCounselForm: counsel,
        buyerCounselForm: counsel,
        sellerSurveyForm: survey,
      })
      .where(eq(s.subEvents.id, subEventId));
  }
  const register = await createForm(ctx, ids.registration, "registration", "Visitor registration", [
    { type: "short", title: "Company name / 기업명", requireCheck: "Y", defaultId: "companyName" },
    {
      type: "single",
      title: "Visit purpose / 방문 목적",
      options: {
        radioContent: [
          { id: "buy", content: "Sourcing" },
          { id: "info", content: "Information" },
        ],
      },
    },
  ]);
  await ctx.db
    .update(s.subEvents)
    .set({ registerForm: register })
    .where(eq(s.subEvents.id, ids.registration));
}
