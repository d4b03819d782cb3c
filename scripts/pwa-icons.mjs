// The installable app's icons (web/public/pwa/*.png), drawn from the favicon's shapes (web/public/favicon.svg)
// with no image library: the shapes are flattened to polygons, filled by scanlines with 4x4 supersampling and
// written by a minimal PNG encoder (RGBA, zlib from node). Run: `node scripts/pwa-icons.mjs` (the PNGs are
// committed; run again only when the logo changes).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";

const BLUE = [0x1f, 0x5e, 0xff];
const WHITE = [0xff, 0xff, 0xff];

/** A cubic Bézier from p0 to p3 as points (p0 excluded). */
function cubic(p0, p1, p2, p3, steps = 24) {
  const out = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
    const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
    out.push([x, y]);
  }
  return out;
}

/** The favicon's "B" (its path in absolute 64-unit coordinates). */
const LETTER = [
  [18, 16],
  [34, 16],
  ...cubic([34, 16], [41, 16], [45, 20], [45, 25]),
  ...cubic([45, 25], [45, 29], [43, 31], [40, 32]),
  ...cubic([40, 32], [44, 33], [47, 36], [47, 41]),
  ...cubic([47, 41], [47, 47], [42, 51], [35, 51]),
  [18, 51],
];

function circle(cx, cy, r, steps = 64) {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * 2 * Math.PI;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

function roundedRect(x, y, w, h, r) {
  const corner = (cx, cy, from) =>
    Array.from({ length: 12 }, (_, i) => {
      const a = from + (i / 11) * (Math.PI / 2);
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
  return [
    ...corner(x + w - r, y + r, -Math.PI / 2),
    ...corner(x + w - r, y + h - r, 0),
    ...corner(x + r, y + h - r, Math.PI / 2),
    ...corner(x + r, y + r, Math.PI),
  ];
}

/** x positions where the polygon's edges cross the horizontal line y. */
function crossings(polygon, y) {
  const xs = [];
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
  }
  return xs.sort((a, b) => a - b);
}

/** Coverage (0..1) of each pixel by the polygon (even-odd), 4x4 samples a pixel; units scaled to pixels. */
function coverage(size, polygon, scale, offset) {
  const cover = new Float32Array(size * size);
  const pts = polygon.map(([x, y]) => [x * scale + offset, y * scale + offset]);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let sy = 0; sy < S; sy++) {
      const xs = crossings(pts, py + (sy + 0.5) / S);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        for (let px = Math.max(0, Math.floor(xs[k])); px < Math.min(size, Math.ceil(xs[k + 1])); px++) {
          for (let sx = 0; sx < S; sx++) {
            const x = px + (sx + 0.5) / S;
            if (x >= xs[k] && x < xs[k + 1]) cover[py * size + px] += 1 / (S * S);
          }
        }
      }
    }
  }
  return cover;
}

function paint(rgba, cover, color) {
  for (let i = 0; i < cover.length; i++) {
    const a = Math.min(1, cover[i]);
    if (a === 0) continue;
    const o = i * 4;
    const dstA = rgba[o + 3] / 255;
    const outA = a + dstA * (1 - a);
    for (let c = 0; c < 3; c++)
      rgba[o + c] = Math.round((color[c] * a + rgba[o + c] * dstA * (1 - a)) / (outA || 1));
    rgba[o + 3] = Math.round(outA * 255);
  }
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * `maskable`: the whole square is blue and the letter sits in the middle 60% (the launcher's mask may cut
 * anything outside the central circle of 80%); otherwise the favicon's rounded square.
 */
function icon(size, maskable) {
  const rgba = new Uint8ClampedArray(size * size * 4);
  const unit = size / 64;
  if (maskable) paint(rgba, coverage(size, roundedRect(0, 0, 64, 64, 0.01), unit, 0), BLUE);
  else paint(rgba, coverage(size, roundedRect(0, 0, 64, 64, 14), unit, 0), BLUE);
  const scale = maskable ? unit * 0.62 : unit;
  const offset = maskable ? (size - 64 * scale) / 2 + 0.5 * scale : 0;
  paint(rgba, coverage(size, LETTER, scale, offset), WHITE);
  paint(rgba, coverage(size, circle(31, 25, 4), scale, offset), BLUE);
  paint(rgba, coverage(size, circle(32, 41, 5), scale, offset), BLUE);
  return png(size, Buffer.from(rgba.buffer));
}

const out = path.resolve(import.meta.dirname, "../web/public/pwa");
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-192.png", 192, true],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  writeFileSync(path.join(out, name), icon(size, maskable));
  console.log(`web/public/pwa/${name}`);
}
