/**
 * Seeded data for the workspace benchmark: the public events of bench/api as background (with one
 * sub-event each), and one "matching" sub-event with 10,000 approved participants (plus waiting and
 * rejected ones): business cards, applications with category and keyword text, form answers (company,
 * category, keywords, introduction, a secret figure), keyword links, products with images for most
 * sellers, and applications of the same users in other sub-events (their "my events"), some through an
 * accepted colleague invitation.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import * as s from "../../server/db/schema";
import { EVENT_CATEGORIES } from "../../shared/contract/host";
import { generateDataset, insertDataset, mulberry32 } from "../api/generate";

export const GENERATOR_VERSION = 1;

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권"];
const GIVEN = [
  "민준",
  "서연",
  "도윤",
  "지우",
  "하준",
  "서윤",
  "예준",
  "하은",
  "시우",
  "지민",
  "주원",
  "수아",
];
const EN_FIRST = ["James", "Emma", "Liam", "Olivia", "Noah", "Mia", "Lucas", "Sofia", "Ethan", "Chloe"];
const EN_LAST = ["Smith", "Tan", "Nguyen", "Garcia", "Müller", "Wong", "Sato", "Khan", "Lopez", "Brown"];
/** Company name stems, Korean and English, with the category codes they belong to. */
const STEMS: { ko: string; en: string; codes: string[] }[] = [
  { ko: "한빛메디칼", en: "Hanbit Medical", codes: ["medical"] },
  { ko: "대한바이오", en: "Daehan Bio", codes: ["medical", "bio"] },
  { ko: "세종로보틱스", en: "Sejong Robotics", codes: ["machinery", "IT"] },
  { ko: "미래에너지", en: "Mirae Energy", codes: ["powerPlan", "energy"] },
  { ko: "청정식품", en: "Cheongjeong Foods", codes: ["food"] },
  { ko: "누리코스메틱", en: "Nuri Cosmetics", codes: ["beauty"] },
  { ko: "서울소프트", en: "Seoul Soft", codes: ["IT"] },
  { ko: "바다해운", en: "Bada Shipping", codes: ["B2B"] },
  { ko: "그린팜", en: "Green Farm", codes: ["food", "agriculture"] },
  { ko: "스마트팩토리", en: "Smart Factory", codes: ["machinery"] },
  { ko: "케이뷰티랩", en: "K-Beauty Lab", codes: ["beauty", "B2C"] },
  { ko: "하이테크소재", en: "Hi-Tech Materials", codes: ["materials"] },
];
const SUFFIXES_KO = ["(주)", "주식회사", "", "코리아", "글로벌"];
const SUFFIXES_EN = ["Co., Ltd.", "Inc.", "Corp.", "Ltd.", "Global"];
/** Keyword vocabulary of the sub-event (also typed into the application's keyword text). */
const KEYWORDS = [
  "robot",
  "sensor",
  "cosmetics",
  "skincare",
  "vaccine",
  "diagnostics",
  "battery",
  "solar",
  "logistics",
  "frozen food",
  "organic",
  "software",
  "AI",
  "cloud",
  "semiconductor",
  "textile",
  "packaging",
  "medical device",
  "의료기기",
  "화장품",
  "반도체",
  "물류",
  "배터리",
  "식품",
  "로봇",
  "소프트웨어",
  "친환경",
  "수출",
  "유통",
  "바이오",
];
const PRODUCTS = [
  ["Portable ultrasound", "Handheld scanner for clinics, 3-hour battery."],
  ["Collaborative robot arm", "Six axes, 5 kg payload, safety-rated stop."],
  ["Vitamin C serum", "Stabilised 15% ascorbic acid in a light base."],
  ["Solar inverter", "98.6% efficiency, grid and hybrid modes."],
  ["Frozen dumplings", "HACCP line, exported to 12 countries."],
  ["Smart pallet tracker", "LTE-M tag with five-year battery."],
  ["친환경 포장재", "생분해 소재로 만든 완충 포장재입니다."],
  ["휴대용 심전도계", "가정에서 쓰는 1채널 심전도 측정기입니다."],
  ["유기농 녹차", "제주산 첫물 녹차, 수출용 포장."],
  ["산업용 AI 비전", "불량 검출 정확도 99.2%의 검사 장비입니다."],
];

/**
 * Search words of the participant-list load: company stems (Korean and English), a full manager name,
 * keywords, and a word that matches nothing; from selective to common.
 */
export const PARTICIPANT_SEARCH_WORDS = [
  "robotics",
  "메디칼",
  "bio",
  "김민준",
  "cosmetics",
  "배터리",
  "global",
  "semiconductor",
  "software",
  "nothing-matches",
];

export interface WorkspaceDataset {
  /** The sub-event of the 10,000 participants. */
  subEventId: number;
  /** Approved participants of that sub-event (user ids), and the users waiting or rejected there. */
  approvedUserIds: number[];
  otherUserIds: number[];
  counts: Record<string, number>;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Inserts rows in batches with `insertPart` (which answers the new ids), in order. */
async function insertAll<T>(
  rows: T[],
  insertPart: (part: T[]) => Promise<{ id: number }[]>,
  batch = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows, batch)) ids.push(...(await insertPart(part)).map((r) => r.id));
  return ids;
}

/** Inserts the background events and the big sub-event; deterministic for a seed. */
export async function insertWorkspaceDataset(
  db: Db,
  options: { participants: number; others: number; backgroundEvents: number; seed: number },
): Promise<WorkspaceDataset> {
  const rnd = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const pickSome = <T>(list: readonly T[], min: number, max: number): T[] => {
    const n = min + Math.floor(rnd() * (max - min + 1));
    const chosen = new Set<T>();
    while (chosen.size < Math.min(n, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  const background = generateDataset({ events: options.backgroundEvents, seed: options.seed });
  const approvedEvents = await insertDataset(db, background);

  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One sub-event per approved background event; the first event's gets the 10,000 participants.
    const subEventRows = approvedEvents.map((eventId, i) => ({
      eventId,
      name: i === 0 ? "비즈니스 매칭" : pick(["사전 등록", "수출 상담회", "바이어 매칭", "세미나"]),
      nameEn: i === 0 ? "Business matching" : pick(["Registration", "Export consulting", "Buyer matching"]),
      category: i === 0 ? ("matching" as const) : pick(["registration", "consulting", "matching"] as const),
      matching: "Y" as const,
      sgroupName: "Sellers",
      bgroupName: "Buyers",
      subEventStartDate: "2026-12-01",
      subEventEndDate: "2026-12-03",
    }));
    const subEventIds = await insertAll(subEventRows, (part) =>
      t.insert(s.subEvents).values(part).returning({ id: s.subEvents.id }),
    );
    const mainSub = subEventIds[0]!;
    const otherSubs = subEventIds.slice(1);

    // Forms of the main sub-event: sellers with products, buyers without.
    const [sellerForm, buyerForm] = await insertAll(
      [
        { subEventId: mainSub, type: "participation" as const, title: "Seller" },
        { subEventId: mainSub, type: "participation" as const, title: "Buyer" },
      ],
      (part) => t.insert(s.forms).values(part).returning({ id: s.forms.id }),
    );
    const questionRows = [sellerForm!, buyerForm!].flatMap((formId) => [
      { formId, position: 0, type: "short", title: "Company name", defaultId: "companyName" },
      { formId, position: 1, type: "category", title: "Category", defaultId: "category" },
      { formId, position: 2, type: "keyword", title: "Keywords" },
      { formId, position: 3, type: "long", title: "Introduction" },
      { formId, position: 4, type: "short", title: "Annual revenue", secretCheck: "Y" },
      ...(formId === sellerForm ? [{ formId, position: 5, type: "product", title: "Products" }] : []),
      { formId, position: 0, type: "long", title: "Meeting goals", part: "additional" },
    ]);
    const questions = (await t
      .insert(s.formQuestions)
      .values(questionRows as (typeof s.formQuestions.$inferInsert)[])
      .returning({ id: s.formQuestions.id, formId: s.formQuestions.formId, type: s.formQuestions.type }))!;
    const questionOf = (formId: number, position: number) =>
      questions.filter((q) => q.formId === formId)[position]!.id;
    await t.execute(
      sql`update sub_events set seller_parti_form = ${sellerForm}, buyer_parti_form = ${buyerForm} where id = ${mainSub}`,
    );
    const keywordIds = await insertAll(
      KEYWORDS.map((title) => ({ subEventId: mainSub, title })),
      (part) => t.insert(s.keywords).values(part).returning({ id: s.keywords.id }),
    );

    // Users with one business card each.
    const total = options.participants + options.others;
    const people = Array.from({ length: total }, (_, i) => {
      const korean = rnd() < 0.7;
      const name = korean ? `${pick(SURNAMES)}${pick(GIVEN)}` : `${pick(EN_FIRST)} ${pick(EN_LAST)}`;
      const stem = pick(STEMS);
      const company = korean
        ? `${pick(SUFFIXES_KO)} ${stem.ko}${i % 7 === 0 ? ` ${i}` : ""}`.trim()
        : `${stem.en}${i % 7 === 0 ? ` ${i}` : ""} ${pick(SUFFIXES_EN)}`;
      return { name, company, stem, korean, email: `participant${i}@bench.example` };
    });
    const userIds = await insertAll(
      people.map((p) => ({
        email: p.email,
        name: p.name,
        company: p.company,
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$YmVuY2hoYXNobm90dXNhYmxl",
        phoneNumber: `010${String(Math.floor(rnd() * 1e8)).padStart(8, "0")}`,
      })),
      (part) => t.insert(s.users).values(part).returning({ id: s.users.id }),
    );
    const cardIds = await insertAll(
      people.map((p, i) => ({
        userId: userIds[i]!,
        company: p.company,
        name: p.name,
        position: pick(["대표", "팀장", "Manager", "Director", "과장"]),
        email: p.email,
        phoneNumber: `010${String(Math.floor(rnd() * 1e8)).padStart(8, "0")}`,
      })),
      (part) => t.insert(s.businessCards).values(part).returning({ id: s.businessCards.id }),
    );

    // Applications in the main sub-event.
    const created = Date.UTC(2026, 9, 1);
    const mainRows = people.map((p, i) => {
      const approved = i < options.participants;
      const r = rnd();
      const type = r < 0.45 ? "seller" : r < 0.9 ? "buyer" : r < 0.95 ? "booth" : "visitor";
      const words = pickSome(KEYWORDS, 1, 3);
      return {
        subEventId: mainSub,
        applicantId: userIds[i]!,
        // Most type their company name in the form; the others fall back to the card's company.
        businessCardId: rnd() < 0.97 ? cardIds[i]! : null,
        name: rnd() < 0.85 ? p.company : "",
        type: type as "seller" | "buyer" | "booth" | "visitor",
        approval: approved ? ("approval" as const) : rnd() < 0.6 ? ("waiting" as const) : ("reject" as const),
        reason: approved ? "" : "정원 초과",
        category: [
          ...new Set([...p.stem.codes.slice(0, 1), ...(rnd() < 0.3 ? [pick(EVENT_CATEGORIES)] : [])]),
        ].join(","),
        keyword: words.join(", "),
        note: p.korean ? "수출 상담을 희망합니다." : "Looking for distributors in Asia.",
        meetingPreference: "online",
        createdDate: new Date(created + i * 60_000),
        words,
      };
    });
    const mainApps = await insertAll(
      mainRows.map(({ words: _w, ...row }) => row),
      (part) => t.insert(s.applications).values(part).returning({ id: s.applications.id }),
    );

    // Answers, keyword links and product images.
    const productFiles = await insertAll(
      Array.from({ length: Math.round(options.participants * 0.5) }, (_, k) => ({
        fileName: `product-${k}.jpg`,
        filePath: `/files/products/${options.seed}-${k}.jpg`,
        fileType: "image/jpeg",
        fileSize: 50_000 + Math.floor(rnd() * 500_000),
        folderPath: "products/",
        storageKey: `products/${options.seed}-${k}.jpg`,
        gubun: "product",
        visibility: "public" as const,
        uploaderId: userIds[k % options.participants]!,
      })),
      (part) => t.insert(s.files).values(part).returning({ id: s.files.id }),
    );
    let nextFile = 0;
    const answers: (typeof s.applicationAnswers.$inferInsert)[] = [];
    const links: { applicationId: number; keywordId: number }[] = [];
    mainRows.forEach((row, i) => {
      const applicationId = mainApps[i]!;
      const formId = row.type === "seller" ? sellerForm! : buyerForm!;
      const base = { applicationId, formId };
      answers.push(
        {
          ...base,
          questionId: questionOf(formId, 0),
          title: "Company name",
          type: "short",
          content: row.name,
        },
        {
          ...base,
          questionId: questionOf(formId, 1),
          title: "Category",
          type: "category",
          content: row.category,
        },
        {
          ...base,
          questionId: questionOf(formId, 2),
          title: "Keywords",
          type: "keyword",
          content: row.keyword,
        },
        {
          ...base,
          questionId: questionOf(formId, 3),
          title: "Introduction",
          type: "long",
          content: `${row.name || "Our company"} — ${row.note}`,
        },
        {
          ...base,
          questionId: questionOf(formId, 4),
          title: "Annual revenue",
          type: "short",
          content: `${1 + Math.floor(rnd() * 900)}억`,
        },
      );
      if (row.type === "seller") {
        const n = rnd() < 0.8 ? 1 + Math.floor(rnd() * 3) : 0;
        for (let k = 0; k < n; k++) {
          const [productName, productExplain] = pick(PRODUCTS);
          const withImage = rnd() < 0.75 && nextFile < productFiles.length;
          answers.push({
            ...base,
            questionId: questionOf(formId, 5),
            title: "Products",
            type: "product",
            repeatInfo: "Y",
            additionOrder: k,
            productName: `${productName}${k > 0 ? ` ${k + 1}` : ""}`,
            productExplain: productExplain!,
            productImg: withImage ? productFiles[nextFile++]! : 0,
            productLink: "https://example.com/product",
          });
        }
      }
      for (const word of row.words)
        links.push({ applicationId, keywordId: keywordIds[KEYWORDS.indexOf(word)]! });
    });
    for (const part of chunks(answers, 1000)) await t.insert(s.applicationAnswers).values(part);
    for (const part of chunks(links, 2000)) await t.insert(s.applicationKeywords).values(part);

    // Their other applications ("my events"): 0–5 other sub-events each.
    const otherRows: (typeof s.applications.$inferInsert)[] = [];
    userIds.forEach((applicantId, i) => {
      for (const subEventId of pickSome(otherSubs, 0, 5)) {
        otherRows.push({
          subEventId,
          applicantId,
          businessCardId: cardIds[i]!,
          name: people[i]!.company,
          type: rnd() < 0.5 ? "seller" : "buyer",
          approval: rnd() < 0.7 ? "approval" : "waiting",
          category: people[i]!.stem.codes[0]!,
          createdDate: new Date(created - Math.floor(rnd() * 300) * 86_400_000),
        });
      }
    });
    const otherApps = await insertAll(otherRows, (part) =>
      t.insert(s.applications).values(part).returning({ id: s.applications.id }),
    );

    // Colleague invitations: 5% of the main applications invite another participant, who accepted.
    const colleagues: (typeof s.applicationManagers.$inferInsert)[] = [];
    for (let i = 0; i < options.participants; i += 20) {
      const userIndex = (i * 7919 + 13) % total;
      colleagues.push({
        applicationId: mainApps[i]!,
        subEventId: mainSub,
        userId: userIds[userIndex]!,
        invitedById: userIds[i]!,
        name: people[userIndex]!.name,
        email: people[userIndex]!.email,
        codeHash: createHash("sha256").update(`bench-${options.seed}-${i}`).digest("hex"),
        used: "Y",
      });
    }
    await insertAll(colleagues, (part) =>
      t.insert(s.applicationManagers).values(part).returning({ id: s.applicationManagers.id }),
    );

    return {
      subEventId: mainSub,
      approvedUserIds: userIds.slice(0, options.participants),
      otherUserIds: userIds.slice(options.participants),
      counts: {
        backgroundEvents: background.events.length,
        subEvents: subEventIds.length,
        users: userIds.length,
        mainApplications: mainApps.length,
        approved: options.participants,
        otherApplications: otherApps.length,
        answers: answers.length,
        products: answers.filter((a) => a.type === "product").length,
        keywordLinks: links.length,
        colleagues: colleagues.length,
      },
    };
  });
}

/** Statistics and visibility maps, as autovacuum would leave them. */
export async function analyzeAll(db: Db): Promise<void> {
  await db.execute(sql.raw("vacuum analyze"));
}
