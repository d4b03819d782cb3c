import { Readable } from "node:stream";
import type { AppContext } from "../context";
import { insertFile } from "../modules/files/files.repository";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A poster-like SVG for demo events: gradient, title and subtitle. */
export function posterSvg(
  title: string,
  subtitle: string,
  hue: number,
  width: number,
  height: number,
): string {
  // Fit the title on one line: about 0.58 em per character in a sans-serif face.
  const size = Math.round(Math.min(height / 9, (width * 0.88) / (title.length * 0.58)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,55%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#fff" opacity="0.08"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="#fff" opacity="0.06"/>
<text x="${width * 0.06}" y="${height * 0.55}" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(title)}</text>
<text x="${width * 0.06}" y="${height * 0.55 + size * 1.3}" font-family="sans-serif" font-size="${Math.round(size * 0.55)}" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A one-page PDF with a heading and lines of ASCII text (enough for a real, openable attachment). */
export function simplePdf(heading: string, lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const text = [`BT /F1 22 Tf 60 770 Td (${esc(heading)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 12 Tf 60 ${730 - i * 18} Td (${esc(line)}) Tj ET`))
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

let counter = 0;

/** Stores bytes as an uploaded file of the event folder and answers its id. */
export async function storeDemoFile(
  ctx: AppContext,
  eventId: number,
  fileName: string,
  fileType: string,
  bytes: Buffer | string,
  /** Event images and attachments are public; an answer's file (a product image) private. */
  visibility: "public" | "private" = "public",
): Promise<number> {
  const buffer = typeof bytes === "string" ? Buffer.from(bytes) : bytes;
  const dot = fileName.lastIndexOf(".");
  const stored = `${fileName.slice(0, dot)}&&${Date.now()}${String(counter++).padStart(3, "0")}${fileName.slice(dot)}`;
  const folderPath = `event/${eventId}/`;
  const key = `${folderPath}${stored}`;
  await ctx.storage.put(key, Readable.from(buffer));
  const row = await insertFile(ctx.db, {
    fileName,
    filePath: `/files/${folderPath}${encodeURIComponent(stored)}`,
    fileType,
    fileSize: buffer.length,
    folderPath,
    storageKey: key,
    visibility,
  });
  return row.id;
}
