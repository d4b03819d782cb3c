/** Word lists for the demo companies: real-looking, bilingual, deterministic. */

export const INDUSTRIES = [
  {
    code: "machinery",
    ko: "기계",
    en: "Machinery",
    keywords: ["CNC", "robotics", "welding", "hydraulics", "automation"],
  },
  { code: "IT", ko: "IT", en: "IT", keywords: ["AI", "cloud", "IoT", "cybersecurity", "SaaS"] },
  {
    code: "medical",
    ko: "의료",
    en: "Medical",
    keywords: ["diagnostics", "medical devices", "telehealth", "biotech", "imaging"],
  },
  {
    code: "food",
    ko: "식품",
    en: "Food",
    keywords: ["K-food", "organic", "halal", "beverages", "cold chain"],
  },
  {
    code: "beauty",
    ko: "뷰티",
    en: "Beauty",
    keywords: ["skincare", "cosmetics", "K-beauty", "fragrance", "haircare"],
  },
  {
    code: "environment",
    ko: "환경",
    en: "Environment",
    keywords: ["recycling", "water treatment", "solar", "hydrogen", "carbon capture"],
  },
  {
    code: "textile",
    ko: "섬유",
    en: "Textile",
    keywords: ["technical textiles", "apparel", "nonwoven", "smart fabric", "dyeing"],
  },
  {
    code: "education",
    ko: "교육",
    en: "Education",
    keywords: ["edtech", "e-learning", "language", "STEM", "training"],
  },
] as const;

const KO_STEMS = [
  "한빛",
  "대성",
  "세진",
  "미래",
  "동방",
  "청솔",
  "누리",
  "태양",
  "금강",
  "해오름",
  "새한",
  "보람",
  "하나",
  "신일",
  "다온",
  "이음",
  "가온",
  "나래",
  "비전",
  "으뜸",
];
const EN_STEMS = [
  "Hanbit",
  "Daesung",
  "Sejin",
  "Mirae",
  "Dongbang",
  "Cheongsol",
  "Nuri",
  "Taeyang",
  "Geumgang",
  "Haeoreum",
  "Saehan",
  "Boram",
  "Hana",
  "Shinil",
  "Daon",
  "Ieum",
  "Gaon",
  "Narae",
  "Vision",
  "Eutteum",
];
const BUYER_COMPANIES = [
  ["Nordic Supply AB", "Sweden", "SE", "46"],
  ["Pacific Trading Co.", "United States", "US", "1"],
  ["Vietnam Industrial JSC", "Vietnam", "VN", "84"],
  ["Mumbai Distributors Pvt", "India", "IN", "91"],
  ["Shenzhen Huaxin Import", "China", "CN", "86"],
  ["Tokyo Select KK", "Japan", "JP", "81"],
  ["Berlin Technik GmbH", "Germany", "DE", "49"],
  ["Jakarta Prima Niaga", "Indonesia", "ID", "62"],
  ["Dubai Gulf Sourcing LLC", "United Arab Emirates", "AE", "971"],
  ["São Paulo Importadora", "Brazil", "BR", "55"],
] as const;
const FIRST_NAMES = [
  "Minji",
  "Jisoo",
  "Hyun",
  "Seojun",
  "Yuna",
  "Daniel",
  "Sofia",
  "Lukas",
  "Aiko",
  "Ravi",
  "Linh",
  "Omar",
  "Chen",
  "Mateo",
  "Emma",
];
const KO_NAMES = [
  "김민지",
  "이지수",
  "박현",
  "최서준",
  "정유나",
  "강도윤",
  "조하은",
  "윤지호",
  "장서연",
  "임준우",
];

export interface DemoCompany {
  company: string;
  companyEn: string;
  person: string;
  countryCode: string;
  countryNumber: string;
  industry: (typeof INDUSTRIES)[number];
  keywords: string[];
  product: string;
  note: string;
}

const SUFFIX_KO = ["정밀", "테크", "산업", "바이오", "푸드", "코스메틱", "에너지", "소재"];
const SUFFIX_EN = ["Precision", "Tech", "Industries", "Bio", "Foods", "Cosmetics", "Energy", "Materials"];

/** Korean sellers: n-th company, deterministic. */
export function seller(n: number): DemoCompany {
  const industry = INDUSTRIES[n % INDUSTRIES.length]!;
  const stem = n % KO_STEMS.length;
  const suffix = n % SUFFIX_KO.length;
  const company = `${KO_STEMS[stem]}${SUFFIX_KO[suffix]}`;
  const companyEn = `${EN_STEMS[stem]} ${SUFFIX_EN[suffix]}${n >= 20 ? " Co." : ""}`;
  const keywords = [industry.keywords[n % 5]!, industry.keywords[(n + 2) % 5]!];
  return {
    company: n >= 20 ? `${company}(주)` : company,
    companyEn,
    person: KO_NAMES[n % KO_NAMES.length]!,
    countryCode: "KR",
    countryNumber: "82",
    industry,
    keywords,
    product: `${companyEn} ${keywords[0]} ${["series", "kit", "platform", "line"][n % 4]}`,
    note: `${industry.en} maker from Korea looking for distributors; strong in ${keywords.join(" and ")}.`,
  };
}

/** Overseas buyers: n-th company, deterministic. */
export function buyer(n: number): DemoCompany {
  const industry = INDUSTRIES[(n * 3) % INDUSTRIES.length]!;
  const base = BUYER_COMPANIES[n % BUYER_COMPANIES.length]!;
  const keywords = [industry.keywords[n % 5]!, industry.keywords[(n + 1) % 5]!];
  const name = n < BUYER_COMPANIES.length ? base[0] : `${base[0].split(" ")[0]} ${industry.en} ${n}`;
  return {
    company: name,
    companyEn: name,
    person: FIRST_NAMES[n % FIRST_NAMES.length]!,
    countryCode: base[2],
    countryNumber: base[3],
    industry,
    keywords,
    product: "",
    note: `Importer in ${base[1]} sourcing ${keywords.join(", ")} for ${industry.en.toLowerCase()} customers.`,
  };
}

export const OTHER_EVENTS = [
  {
    name: "2026 부산 국제 식품 박람회",
    nameEn: "Busan International Food Expo 2026",
    categories: ["food", "B2B"],
    location: "BEXCO, Busan",
    lat: 35.1691,
    lng: 129.1361,
    offset: 20,
  },
  {
    name: "K-뷰티 바이어 상담회",
    nameEn: "K-Beauty Buyer Meetings",
    categories: ["beauty", "B2B"],
    location: "aT Center, Seoul",
    lat: 37.4687,
    lng: 127.0389,
    offset: 35,
  },
  {
    name: "그린 에너지 & 환경 포럼",
    nameEn: "Green Energy & Environment Forum",
    categories: ["environment", "powerPlan"],
    location: "KINTEX, Goyang",
    lat: 37.6688,
    lng: 126.7452,
    offset: 12,
  },
  {
    name: "메디컬 코리아 2026",
    nameEn: "Medical Korea 2026",
    categories: ["medical", "investment"],
    location: "COEX, Seoul",
    lat: 37.5116,
    lng: 127.0594,
    offset: 45,
  },
  {
    name: "스타트업 투자 데모데이",
    nameEn: "Startup Investment Demo Day",
    categories: ["startup", "investment", "entrepreneur"],
    location: "Pangyo Techno Valley",
    lat: 37.4016,
    lng: 127.1086,
    offset: 8,
  },
  {
    name: "글로벌 섬유 소싱 페어",
    nameEn: "Global Textile Sourcing Fair",
    categories: ["textile", "B2B"],
    location: "EXCO, Daegu",
    lat: 35.9067,
    lng: 128.6134,
    offset: 60,
  },
  {
    name: "에듀테크 코리아 페어",
    nameEn: "EduTech Korea Fair",
    categories: ["education", "IT"],
    location: "COEX, Seoul",
    lat: 37.5116,
    lng: 127.0594,
    offset: 28,
  },
  {
    name: "관광 MICE 로드쇼",
    nameEn: "Tourism MICE Roadshow",
    categories: ["tourism", "MICE"],
    location: "Jeju ICC",
    lat: 33.2395,
    lng: 126.4125,
    offset: 50,
  },
  {
    name: "청년 채용 박람회",
    nameEn: "Youth Job Fair",
    categories: ["employment", "education"],
    location: "SETEC, Seoul",
    lat: 37.4951,
    lng: 127.0686,
    offset: 15,
  },
  {
    name: "스마트 팩토리 세미나",
    nameEn: "Smart Factory Seminar",
    categories: ["machinery", "IT"],
    location: "Changwon Exhibition Center",
    lat: 35.2241,
    lng: 128.6809,
    offset: -20,
  },
  {
    name: "한-아세안 비즈니스 위크",
    nameEn: "Korea-ASEAN Business Week",
    categories: ["B2B", "association"],
    location: "Online",
    lat: null,
    lng: null,
    offset: 70,
  },
  {
    name: "바이오헬스 투자 상담회",
    nameEn: "Bio-Health Investment Meetings",
    categories: ["medical", "investment"],
    location: "Osong Bio Valley",
    lat: 36.6285,
    lng: 127.3297,
    offset: 40,
  },
  {
    name: "푸드테크 스타트업 쇼케이스",
    nameEn: "FoodTech Startup Showcase",
    categories: ["food", "startup"],
    location: "aT Center, Seoul",
    lat: 37.4687,
    lng: 127.0389,
    offset: 25,
  },
  {
    name: "한국 학회 연합 춘계 학술대회",
    nameEn: "Korean Societies Spring Conference",
    categories: ["society", "education"],
    location: "Daejeon Convention Center",
    lat: 36.3755,
    lng: 127.3897,
    offset: 120,
  },
] as const;
