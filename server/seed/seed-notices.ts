import type { AppContext } from "../context";
import * as s from "../db/schema";

const NOTICES = [
  {
    title: "[안내] 상담회 운영 시간 / Opening hours",
    content:
      "<h2>운영 시간 / Opening hours</h2><p>상담회는 <strong>매일 10:00–17:00</strong>에 운영합니다. " +
      "The meeting hall is open <strong>10:00–17:00</strong> every day.</p>" +
      "<ul><li>등록 데스크 / Registration desk: 09:30</li><li>점심 / Lunch: 12:30–13:30</li></ul>",
  },
  {
    title: "[안내] 상담장 위치 및 교통편 / Venue and transport",
    content:
      "<p>상담장은 <em>코엑스 C홀 1층</em>입니다. The hall is <em>COEX Hall C, 1F</em>.</p>" +
      "<ol><li>지하철 2호선 삼성역 5번 출구 / Subway line 2, Samseong station exit 5</li>" +
      "<li>셔틀버스 / Shuttle bus: every 20 minutes</li></ol>" +
      '<p><a href="https://www.coex.co.kr">COEX</a></p>',
  },
  {
    title: "[필독] 미팅 확정 전 확인 사항 / Before your meetings",
    content:
      "<h3>확인해 주세요 / Please check</h3><ul><li>명함 정보를 최신으로 유지하세요. Keep your card up to date.</li>" +
      "<li>온라인 미팅은 10분 전에 접속해 주세요. Join online meetings 10 minutes early.</li></ul>",
  },
];

/** The host's notices on the demo sub-events, posted over the last days (oldest first). */
export async function seedNotices(ctx: AppContext, hostUserId: number, subEventIds: number[]): Promise<void> {
  const now = ctx.now().getTime();
  await ctx.db.insert(s.notices).values(
    subEventIds.flatMap((subEventId) =>
      NOTICES.map((n, i) => {
        const at = new Date(now - (NOTICES.length - i) * 86_400_000);
        return { subEventId, ...n, createdUserId: hostUserId, createdDate: at, modifiedDate: at };
      }),
    ),
  );
}
