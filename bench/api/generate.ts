/**
 * Seeded data generator for the API benchmark: hosts, events (Korean and English names, venues,
 * categories from the spec, contents, dates), a main image file for some, and 1–2 managers each.
 * About 90% of the events are approved, the rest draft or requested.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { eventManagers, events, files, users } from "../../server/db/schema";
import { EVENT_CATEGORIES } from "../../shared/contract/host";

export const GENERATOR_VERSION = 1;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Category codes of the spec (one list, in the contract). */
export const CATEGORY_CODES = EVENT_CATEGORIES;

interface Venue {
  cityKo: string;
  cityEn: string;
  venueKo: string;
  venueEn: string;
  country: string;
  timeZone: string;
  lat: number;
  lng: number;
  /** Venues abroad are written in English in the location field. */
  english: boolean;
}

const KR = { country: "KR", timeZone: "Asia/Seoul", english: false };
const VENUES: Venue[] = [
  { ...KR, cityKo: "서울", cityEn: "Seoul", venueKo: "코엑스", venueEn: "COEX", lat: 37.5116, lng: 127.0595 },
  {
    ...KR,
    cityKo: "서울",
    cityEn: "Seoul",
    venueKo: "aT센터",
    venueEn: "aT Center",
    lat: 37.4687,
    lng: 127.0396,
  },
  { ...KR, cityKo: "서울", cityEn: "Seoul", venueKo: "세텍", venueEn: "SETEC", lat: 37.4946, lng: 127.0679 },
  {
    ...KR,
    cityKo: "부산",
    cityEn: "Busan",
    venueKo: "벡스코",
    venueEn: "BEXCO",
    lat: 35.1689,
    lng: 129.1361,
  },
  {
    ...KR,
    cityKo: "고양",
    cityEn: "Goyang",
    venueKo: "킨텍스",
    venueEn: "KINTEX",
    lat: 37.6688,
    lng: 126.7453,
  },
  { ...KR, cityKo: "대구", cityEn: "Daegu", venueKo: "엑스코", venueEn: "EXCO", lat: 35.9066, lng: 128.6131 },
  {
    ...KR,
    cityKo: "창원",
    cityEn: "Changwon",
    venueKo: "세코",
    venueEn: "CECO",
    lat: 35.2236,
    lng: 128.6806,
  },
  {
    ...KR,
    cityKo: "광주",
    cityEn: "Gwangju",
    venueKo: "김대중컨벤션센터",
    venueEn: "Kimdaejung Convention Center",
    lat: 35.1468,
    lng: 126.8405,
  },
  {
    ...KR,
    cityKo: "대전",
    cityEn: "Daejeon",
    venueKo: "대전컨벤션센터",
    venueEn: "DCC",
    lat: 36.3755,
    lng: 127.3915,
  },
  {
    ...KR,
    cityKo: "인천",
    cityEn: "Incheon",
    venueKo: "송도컨벤시아",
    venueEn: "Songdo Convensia",
    lat: 37.3887,
    lng: 126.6435,
  },
  {
    ...KR,
    cityKo: "제주",
    cityEn: "Jeju",
    venueKo: "ICC 제주",
    venueEn: "ICC Jeju",
    lat: 33.2394,
    lng: 126.4107,
  },
  {
    ...KR,
    cityKo: "수원",
    cityEn: "Suwon",
    venueKo: "수원컨벤션센터",
    venueEn: "Suwon Convention Center",
    lat: 37.2878,
    lng: 127.0519,
  },
  {
    cityKo: "싱가포르",
    cityEn: "Singapore",
    venueKo: "마리나베이샌즈 엑스포",
    venueEn: "Marina Bay Sands Expo",
    country: "SG",
    timeZone: "Asia/Singapore",
    lat: 1.2834,
    lng: 103.8607,
    english: true,
  },
  {
    cityKo: "도쿄",
    cityEn: "Tokyo",
    venueKo: "도쿄 빅사이트",
    venueEn: "Tokyo Big Sight",
    country: "JP",
    timeZone: "Asia/Tokyo",
    lat: 35.6298,
    lng: 139.7946,
    english: true,
  },
  {
    cityKo: "상하이",
    cityEn: "Shanghai",
    venueKo: "국가회전중심",
    venueEn: "National Exhibition and Convention Center",
    country: "CN",
    timeZone: "Asia/Shanghai",
    lat: 31.1917,
    lng: 121.3052,
    english: true,
  },
  {
    cityKo: "프랑크푸르트",
    cityEn: "Frankfurt",
    venueKo: "메세 프랑크푸르트",
    venueEn: "Messe Frankfurt",
    country: "DE",
    timeZone: "Europe/Berlin",
    lat: 50.1117,
    lng: 8.6479,
    english: true,
  },
  {
    cityKo: "라스베이거스",
    cityEn: "Las Vegas",
    venueKo: "라스베이거스 컨벤션센터",
    venueEn: "Las Vegas Convention Center",
    country: "US",
    timeZone: "America/Los_Angeles",
    lat: 36.1313,
    lng: -115.1514,
    english: true,
  },
  {
    cityKo: "호치민",
    cityEn: "Ho Chi Minh City",
    venueKo: "사이공 전시컨벤션센터",
    venueEn: "SECC",
    country: "VN",
    timeZone: "Asia/Ho_Chi_Minh",
    lat: 10.7297,
    lng: 106.7216,
    english: true,
  },
];
/** Venue weights: most events in Korea, Seoul and Busan first. */
const VENUE_WEIGHTS = [14, 6, 5, 12, 10, 6, 4, 4, 4, 5, 4, 3, 3, 3, 2, 2, 2, 2];

/** Topics with the category codes they usually carry. */
const TOPICS: { ko: string; en: string; codes: string[] }[] = [
  { ko: "수출상담회", en: "Export Consultation", codes: ["B2B"] },
  { ko: "소비재", en: "Consumer Goods", codes: ["B2C"] },
  { ko: "기계산업", en: "Machinery Industry", codes: ["machinery", "B2B"] },
  { ko: "스마트공장", en: "Smart Factory", codes: ["machinery", "IT"] },
  { ko: "의료기기", en: "Medical Device", codes: ["medical", "B2B"] },
  { ko: "바이오헬스", en: "Bio Health", codes: ["medical", "investment"] },
  { ko: "전력·에너지", en: "Power & Energy", codes: ["powerPlan", "environment"] },
  { ko: "스타트업", en: "Startup", codes: ["startup", "investment"] },
  { ko: "채용", en: "Job Fair", codes: ["employment"] },
  { ko: "투자유치", en: "Investment", codes: ["investment", "startup"] },
  { ko: "환경산업", en: "Environmental Industry", codes: ["environment"] },
  { ko: "협회 총회", en: "Association Assembly", codes: ["association"] },
  { ko: "학술대회", en: "Academic Conference", codes: ["society", "education"] },
  { ko: "식품", en: "Food", codes: ["food", "B2C"] },
  { ko: "뷰티·화장품", en: "Beauty & Cosmetics", codes: ["beauty", "B2C"] },
  { ko: "창업", en: "Entrepreneurship", codes: ["entrepreneur", "startup"] },
  { ko: "정보통신", en: "ICT", codes: ["IT"] },
  { ko: "인공지능", en: "AI", codes: ["IT", "startup"] },
  { ko: "섬유·패션", en: "Textile & Fashion", codes: ["textile", "B2B"] },
  { ko: "MICE 산업", en: "MICE Industry", codes: ["MICE", "tourism"] },
  { ko: "관광", en: "Tourism", codes: ["tourism"] },
  { ko: "에듀테크", en: "EdTech", codes: ["education", "IT"] },
  { ko: "생활용품", en: "Living Goods", codes: ["others", "B2C"] },
];

const KINDS: { ko: string; en: string }[] = [
  { ko: "박람회", en: "Expo" },
  { ko: "전시회", en: "Exhibition" },
  { ko: "컨퍼런스", en: "Conference" },
  { ko: "비즈니스 상담회", en: "Business Meeting" },
  { ko: "페어", en: "Fair" },
  { ko: "포럼", en: "Forum" },
  { ko: "위크", en: "Week" },
  { ko: "쇼", en: "Show" },
  { ko: "심포지엄", en: "Symposium" },
];

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권"];
const GIVEN = [
  "민준",
  "서연",
  "지훈",
  "하은",
  "도윤",
  "지우",
  "현우",
  "수아",
  "예준",
  "지민",
  "승현",
  "유진",
];
const ROMAN: Record<string, string> = {
  김: "kim",
  이: "lee",
  박: "park",
  최: "choi",
  정: "jung",
  강: "kang",
  조: "cho",
  윤: "yoon",
  장: "jang",
  임: "lim",
  한: "han",
  오: "oh",
  서: "seo",
  신: "shin",
  권: "kwon",
};
const DOMAINS = ["kotra.or.kr", "expo.co.kr", "example.com", "fair.kr", "bizmeet.kr"];

const CONTENT_KO = [
  "국내외 바이어와 셀러가 한자리에 모여 최신 제품과 기술을 소개하고 실질적인 비즈니스 상담을 진행합니다.",
  "사전 매칭 시스템을 통해 참가 기업과 바이어 간 1:1 미팅이 예약되며, 현장 통역이 지원됩니다.",
  "전시 기간 동안 세미나, 신제품 발표회, 네트워킹 리셉션이 함께 열립니다.",
  "참가 기업은 부스 운영과 함께 온라인 전시관에서도 제품을 홍보할 수 있습니다.",
  "올해는 해외 바이어 초청 규모를 확대하여 수출 상담 성과를 높이고자 합니다.",
  "행사장 내 비즈니스 라운지에서 자유롭게 상담을 이어갈 수 있습니다.",
  "주최 측은 참가 기업의 해외 판로 개척을 위해 사후 관리 프로그램을 운영합니다.",
];
const CONTENT_EN = [
  "Buyers and sellers from Korea and abroad meet to present new products and technologies and hold real business meetings.",
  "One-to-one meetings between exhibitors and buyers are booked in advance through the matching system, with interpreters on site.",
  "Seminars, product launches and a networking reception run alongside the exhibition.",
  "Exhibitors can promote their products in the online showroom as well as at their booth.",
  "This year the organisers invite more overseas buyers to raise the results of export consultations.",
  "The business lounge in the hall lets participants continue their meetings freely.",
  "After the event, a follow-up programme helps exhibitors open markets abroad.",
];

/**
 * Words the search load cycles through; every one matches approved events. Korean two-syllable
 * words (서울, 부산) have no trigram of their own, so they exercise the index's worst case.
 */
export const SEARCH_WORDS = [
  "expo",
  "seoul",
  "busan",
  "medical",
  "startup",
  "conference",
  "beauty",
  "singapore",
  "박람회",
  "전시회",
  "코엑스",
  "의료기기",
  "스타트업",
  "컨퍼런스",
  "서울",
  "부산",
];

export interface GeneratedUser {
  email: string;
  name: string;
  passwordHash: string;
  company: string;
  phoneNumber: string;
}
export interface GeneratedFile {
  fileName: string;
  filePath: string;
  fileType: string;
  fileSize: number;
  folderPath: string;
  storageKey: string;
  gubun: string;
}
export interface GeneratedEvent {
  /** Index into `users`. */
  host: number;
  /** Index into `files`, or -1. */
  mainImage: number;
  name: string;
  nameEn: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  countryCode: string;
  location: string;
  locationDetail: string;
  lat: number;
  lng: number;
  content: string;
  contentEn: string;
  categories: string;
  homePage: string;
  approval: "draft" | "requested" | "approved";
  approvedAt: Date | null;
  createdAt: Date;
  managers: { name: string; phone: string; email: string; sort: number }[];
}
export interface Dataset {
  users: GeneratedUser[];
  files: GeneratedFile[];
  events: GeneratedEvent[];
}

const DAY = 86_400_000;
/** Fixed "now" of the data set, so that a seed always gives the same rows. */
const BASE = Date.UTC(2026, 10, 1);

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function generateDataset(options: { events: number; seed: number; hosts?: number }): Dataset {
  const rnd = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const venueCum: number[] = [];
  VENUE_WEIGHTS.reduce((sum, w, i) => {
    venueCum[i] = sum + w;
    return sum + w;
  }, 0);
  const venueTotal = venueCum[venueCum.length - 1]!;
  const pickVenue = () => {
    const r = rnd() * venueTotal;
    return VENUES[venueCum.findIndex((c) => r < c)]!;
  };
  const personName = () => `${pick(SURNAMES)}${pick(GIVEN)}`;
  const phone = () => `010${String(Math.floor(rnd() * 1e8)).padStart(8, "0")}`;

  const hostCount = options.hosts ?? Math.max(1, Math.round(options.events / 20));
  const users: GeneratedUser[] = [];
  for (let i = 0; i < hostCount; i++) {
    const name = personName();
    users.push({
      email: `host${i}@${pick(DOMAINS)}`,
      name,
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$YmVuY2hoYXNobm90dXNhYmxl",
      company: `${pick(TOPICS).ko} ${pick(["주식회사", "(주)", "협회", "진흥원"])}`,
      phoneNumber: phone(),
    });
  }

  const files: GeneratedFile[] = [];
  const events: GeneratedEvent[] = [];
  for (let i = 0; i < options.events; i++) {
    const venue = pickVenue();
    const topic = pick(TOPICS);
    const kind = pick(KINDS);
    const start = BASE + Math.floor((rnd() * 1095 - 600) * DAY);
    const days = Math.floor(rnd() * 4);
    const year = new Date(start).getUTCFullYear();
    const edition = 1 + Math.floor(rnd() * 30);
    const international = rnd() < 0.5;
    const nameKo = [
      rnd() < 0.4 ? `제${edition}회` : String(year),
      venue.cityKo,
      international ? "국제" : "",
      topic.ko,
      kind.ko,
    ]
      .filter(Boolean)
      .join(" ");
    const nameEn = [
      rnd() < 0.4 ? `The ${edition}th` : String(year),
      venue.cityEn,
      international ? "International" : "",
      topic.en,
      kind.en,
    ]
      .filter(Boolean)
      .join(" ");
    const codes = new Set(topic.codes.slice(0, 1 + Math.floor(rnd() * topic.codes.length)));
    if (rnd() < 0.3) codes.add(pick(CATEGORY_CODES));
    const sentences = 2 + Math.floor(rnd() * 5);
    const order = Array.from({ length: sentences }, () => Math.floor(rnd() * CONTENT_KO.length));
    const r = rnd();
    const approval = r < 0.9 ? "approved" : r < 0.95 ? "requested" : "draft";
    const createdAt = new Date(BASE - Math.floor(rnd() * 730 * DAY) - Math.floor(rnd() * DAY));
    let mainImage = -1;
    if (rnd() < 0.7) {
      const key = `events/${options.seed}-${i}.jpg`;
      mainImage = files.length;
      files.push({
        fileName: `${nameEn.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-poster.jpg`,
        filePath: `/files/${key}`,
        fileType: "image/jpeg",
        fileSize: 80_000 + Math.floor(rnd() * 900_000),
        folderPath: "events/",
        storageKey: key,
        gubun: "main",
      });
    }
    const managers = Array.from({ length: rnd() < 0.6 ? 1 : 2 }, (_, sort) => {
      const name = personName();
      return {
        name,
        phone: phone(),
        email: `${ROMAN[name[0]!] ?? "staff"}${Math.floor(rnd() * 1000)}@${pick(DOMAINS)}`,
        sort,
      };
    });
    events.push({
      host: Math.floor(rnd() * hostCount),
      mainImage,
      name: nameKo,
      nameEn,
      startDate: isoDate(start),
      endDate: isoDate(start + days * DAY),
      timeZone: venue.timeZone,
      countryCode: venue.country,
      location: venue.english ? `${venue.venueEn}, ${venue.cityEn}` : `${venue.cityKo} ${venue.venueKo}`,
      locationDetail: venue.english
        ? `Hall ${1 + Math.floor(rnd() * 8)}`
        : `${1 + Math.floor(rnd() * 5)}층 전시홀`,
      lat: venue.lat,
      lng: venue.lng,
      content: order.map((k) => CONTENT_KO[k]).join(" "),
      contentEn: order.map((k) => CONTENT_EN[k]).join(" "),
      categories: [...codes].join(","),
      homePage: rnd() < 0.5 ? `https://www.${venue.venueEn.toLowerCase().replace(/[^a-z]+/g, "")}.com` : "",
      approval,
      approvedAt: approval === "approved" ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
      managers,
    });
  }
  return { users, files, events };
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Inserts the data set in batches inside one transaction; answers the approved event ids. */
export async function insertDataset(db: Db, data: Dataset, batch = 500): Promise<number[]> {
  return db.transaction(async (tx) => {
    const userIds: number[] = [];
    for (const part of chunks(data.users, batch)) {
      const rows = await tx.insert(users).values(part).returning({ id: users.id });
      userIds.push(...rows.map((r) => r.id));
    }
    const fileIds: number[] = [];
    for (const part of chunks(data.files, batch)) {
      const rows = await tx.insert(files).values(part).returning({ id: files.id });
      fileIds.push(...rows.map((r) => r.id));
    }
    const approved: number[] = [];
    for (const part of chunks(data.events, batch)) {
      const rows = await tx
        .insert(events)
        .values(
          part.map(({ host, mainImage, managers: _m, ...e }) => ({
            ...e,
            hostUserId: userIds[host]!,
            mainImageFileId: mainImage < 0 ? null : fileIds[mainImage]!,
            updatedAt: e.createdAt,
          })),
        )
        .returning({ id: events.id });
      const managerRows = part.flatMap((e, k) => {
        if (e.approval === "approved") approved.push(rows[k]!.id);
        return e.managers.map((m) => ({ ...m, eventId: rows[k]!.id }));
      });
      await tx.insert(eventManagers).values(managerRows);
    }
    return approved;
  });
}

/** Refreshes statistics and the visibility map, as autovacuum would in a steady state. */
export async function analyze(db: Db): Promise<void> {
  for (const table of ["users", "files", "events", "event_managers"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
