import type { AppContext } from "../context";
import * as s from "../db/schema";

const CSS = `
.hero{background:linear-gradient(120deg,#0b1d4d,#1f5eff);color:#fff;padding:48px 32px;border-radius:16px}
.hero h1{margin:0 0 8px;font-size:32px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin-top:24px}
.card{border:1px solid #dde3f0;border-radius:12px;padding:20px;background:#fff}
.card h2{margin:0 0 8px;font-size:18px}
[destination]{cursor:pointer;color:#1f5eff;font-weight:700;text-decoration:underline;background:none;border:0;font-size:16px;padding:0}
table{border-collapse:collapse;width:100%;margin-top:16px}td,th{border-bottom:1px solid #dde3f0;padding:10px;text-align:left}
`;

/** The demo expo's home page: a main page and a programme page linked by a destination attribute. */
export async function seedTemplates(ctx: AppContext, eventId: number): Promise<void> {
  await ctx.db.insert(s.eventTemplates).values([
    {
      eventId,
      name: "main",
      cssContent: CSS,
      htmlContent: `<section class="hero"><h1>Smart Manufacturing &amp; Trade Expo 2026</h1>
<p>COEX Hall C · 40 Korean makers · 40 global buyers · online and on-site meetings</p></section>
<div class="grid">
<div class="card"><h2>Why visit</h2><p>Pre-matched one-to-one meetings with buyers from 10 countries, by video or at the table.</p></div>
<div class="card"><h2>Programme</h2><p>Three days of matching sessions, a conference and factory tours.</p><button destination="program">See the programme</button></div>
<div class="card"><h2>Venue</h2><p>COEX, 513 Yeongdong-daero, Gangnam-gu, Seoul. Subway line 2, Samseong station, exit 5.</p></div>
</div>`,
    },
    {
      eventId,
      name: "program",
      cssContent: CSS,
      htmlContent: `<section class="hero"><h1>Programme</h1><p>All times in Korea Standard Time (GMT+9).</p></section>
<table><thead><tr><th>Day</th><th>Time</th><th>Session</th></tr></thead><tbody>
<tr><td>Day 1</td><td>10:00</td><td>Opening and matching session 1</td></tr>
<tr><td>Day 2</td><td>09:00</td><td>Global buyer matching (online and on-site)</td></tr>
<tr><td>Day 3</td><td>14:00</td><td>Manufacturing innovation conference</td></tr>
</tbody></table>
<p><button destination="main">Back to the home page</button></p>`,
    },
  ]);
}
