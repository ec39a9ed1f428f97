// Draws the app icons (shell/public/icons/*.png) from the app mark: a white anchor on Anchor blue.
// The PNGs are committed; run again after changing the mark: node tools/pwa/draw-icons.mjs
// The mark is described by distances to simple shapes (ring, shaft, bar, arc), so it draws at any size
// with no SVG renderer; 4x4 samples per pixel smooth its edges.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const BLUE = [0x2f, 0x5f, 0x8a];
const WHITE = [0xff, 0xff, 0xff];
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'public', 'icons');

/** Distance from (x, y) to the segment a–b. */
function segment(x, y, ax, ay, bx, by) {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Whether (x, y), in a unit square, lies on the anchor mark. */
function onMark(x, y) {
  const stroke = 0.045;
  const ring = Math.abs(Math.hypot(x - 0.5, y - 0.24) - 0.075) < stroke;
  const shaft = segment(x, y, 0.5, 0.315, 0.5, 0.8) < stroke;
  const bar = segment(x, y, 0.34, 0.4, 0.66, 0.4) < stroke;
  const fromCentre = Math.hypot(x - 0.5, y - 0.52);
  const arc = y > 0.56 && Math.abs(fromCentre - 0.28) < stroke;
  return ring || shaft || bar || arc;
}

/** `maskable`: full-bleed blue with the mark inside the safe zone; otherwise a blue disc on transparency. */
function colourAt(x, y, maskable) {
  if (!maskable && Math.hypot(x - 0.5, y - 0.5) > 0.5) return null;
  const scale = maskable ? 0.62 : 0.8;
  const [mx, my] = [(x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5];
  return onMark(mx, my) ? WHITE : BLUE;
}

function draw(size, maskable) {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < samples * samples; s += 1) {
        const x = (px + ((s % samples) + 0.5) / samples) / size;
        const y = (py + (Math.floor(s / samples) + 0.5) / samples) / size;
        const colour = colourAt(x, y, maskable);
        if (!colour) continue;
        colour.forEach((value, i) => (sum[i] += value));
        sum[3] += 255;
      }
      const hits = sum[3] / 255;
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i += 1) png.data[at + i] = hits ? Math.round(sum[i] / hits) : 0;
      png.data[at + 3] = Math.round(sum[3] / (samples * samples));
    }
  }
  return PNG.sync.write(png);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
  { file: 'favicon-16.png', size: 16, maskable: false },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) writeFileSync(join(OUT, icon.file), draw(icon.size, icon.maskable));
console.log(`Drew ${ICONS.length} icons in ${OUT}`);
