/**
 * The participants of a large expo, for the badge benchmark: Korean, Chinese (some traditional) and Latin names
 * in about equal thirds, companies that read like real ones of each country, the roles and sub-events of a
 * matchmaking expo, and a QR payload of the size a signed badge id takes (id and HMAC, base64url).
 */

import type { BadgeCard } from "../../server/pdf/types";
import { mulberry32 } from "../api/generate";

const KO_SURNAMES = [..."김이박최정강조윤장임한오서신권황안송류홍"];
const KO_SYLLABLES = [..."민준서연지호하윤도현수아예은시우주원하은유진승민재영태희나래동혁성훈미경"];
const ZH_SURNAMES = [..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗陳黃張劉"];
const ZH_CHARS = [..."伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英志偉華國"];
const FIRST = [
  "Emma",
  "Liam",
  "Sofia",
  "Lukas",
  "Chloé",
  "Mateo",
  "Anna",
  "Jürgen",
  "Olivia",
  "Noah",
  "Łukasz",
  "Zoë",
  "Hiroshi",
  "Priya",
  "Ahmed",
  "Elena",
  "José",
  "Mia",
  "Oliver",
  "Aurélie",
];
const LAST = [
  "Smith",
  "Müller",
  "García",
  "Dubois",
  "Rossi",
  "Nowak",
  "Johansson",
  "Fernández",
  "O'Brien",
  "Novák",
  "Tanaka",
  "Sharma",
  "Van der Berg",
  "Kowalski",
  "Dvořák",
  "Andersen",
  "Silva",
  "Schmidt",
  "Martin",
  "Hughes",
];
const KO_COMPANY = {
  head: ["한빛", "대한", "세종", "미래", "우리", "그린", "동방", "신성", "한솔", "누리", "태평양", "새한"],
  field: ["메디칼", "바이오", "헬스케어", "정밀", "테크", "의료기기", "로보틱스", "제약", "솔루션"],
  form: ["(주)", "주식회사 ", ""],
};
const ZH_COMPANY = {
  city: ["深圳市", "上海", "北京", "苏州", "杭州", "广州", "臺北", "成都"],
  name: ["迈瑞", "联影", "华大", "鱼跃", "康泰", "乐普", "威高", "新華", "三诺"],
  field: ["医疗器械", "生物医疗", "科技", "精密仪器", "健康科技", "醫療器材"],
  form: ["有限公司", "股份有限公司", "集团有限公司"],
};
const EN_COMPANY = {
  head: [
    "Nordic",
    "Atlantic",
    "Alpine",
    "Pacific",
    "Meridian",
    "Helix",
    "Vertex",
    "Summit",
    "Aurora",
    "Stellar",
  ],
  field: ["MedTech", "Biosystems", "Diagnostics", "Surgical", "Health", "Devices", "Imaging", "Therapeutics"],
  form: ["AB", "GmbH", "Ltd.", "Inc.", "S.A.", "B.V.", "Corporation", "S.r.l."],
};
const ROLES = {
  ko: ["바이어", "셀러", "통역사", "스태프", "연사"],
  zh: ["买家", "卖家", "翻译", "工作人员"],
  en: ["Buyer", "Seller", "Interpreter", "Staff", "Speaker"],
};
const SUB_EVENTS = [
  "수출상담회",
  "Matching Day 1",
  "의료기기 세미나",
  "Networking Reception",
  "投资路演",
  "Digital Health Forum",
];
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** `count` badges, the same for the same seed. */
export function generateBadges(count: number, seed = 20_261_206): BadgeCard[] {
  const rnd = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const token = (length: number) => Array.from({ length }, () => pick([...ALPHABET])).join("");
  const chars = (list: string[], n: number) => Array.from({ length: n }, () => pick(list)).join("");
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 3;
    const name =
      kind === 0
        ? pick(KO_SURNAMES) + chars(KO_SYLLABLES, 2)
        : kind === 1
          ? pick(ZH_SURNAMES) + chars(ZH_CHARS, 1 + Math.floor(rnd() * 2))
          : `${pick(FIRST)} ${rnd() < 0.15 ? `${pick(FIRST)} ` : ""}${pick(LAST)}`;
    const company =
      kind === 0
        ? `${pick(KO_COMPANY.form)}${pick(KO_COMPANY.head)}${pick(KO_COMPANY.field)}`
        : kind === 1
          ? pick(ZH_COMPANY.city) + pick(ZH_COMPANY.name) + pick(ZH_COMPANY.field) + pick(ZH_COMPANY.form)
          : `${pick(EN_COMPANY.head)} ${pick(EN_COMPANY.field)} ${pick(EN_COMPANY.form)}`;
    const badgeId = token(22);
    return {
      badgeId,
      qr: `BZ1.${badgeId}.${token(43)}`,
      name,
      company,
      role: pick(kind === 0 ? ROLES.ko : kind === 1 ? ROLES.zh : ROLES.en),
      subEvents: SUB_EVENTS.filter(() => rnd() < 0.35),
      eventName: "2026 서울 국제 의료기기·헬스케어 전시회 (KIMES Seoul 2026)",
    };
  });
}
