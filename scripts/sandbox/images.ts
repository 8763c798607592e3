/**
 * Product pictures for the sandbox: a flat silhouette of the product (tee, hoodie, mug …) in the variant's
 * colour on a light background, varied by label (front has a print, back a neck label, side is narrower).
 * Rendered on demand and kept in a small in-memory LRU.
 */
import type { Shape } from './fixtures/blanks.ts';
import type { ImageName } from './fixtures/image-names.ts';
import { Canvas, rgbOf, shade, type Point, type Rgb } from './fixtures/canvas.ts';
import { encodePng } from './fixtures/png.ts';

const BACKGROUND: Rgb = [243, 241, 236];
const SHADOW: Rgb = [160, 158, 152];

const TEE: Point[] = [
  [0.3, 0.18],
  [0.42, 0.15],
  [0.5, 0.2],
  [0.58, 0.15],
  [0.7, 0.18],
  [0.88, 0.33],
  [0.8, 0.43],
  [0.72, 0.37],
  [0.72, 0.86],
  [0.28, 0.86],
  [0.28, 0.37],
  [0.2, 0.43],
  [0.12, 0.33],
];
const HOODIE: Point[] = [
  [0.32, 0.22],
  [0.68, 0.22],
  [0.86, 0.76],
  [0.77, 0.79],
  [0.7, 0.46],
  [0.7, 0.87],
  [0.3, 0.87],
  [0.3, 0.46],
  [0.23, 0.79],
  [0.14, 0.76],
];
const FILE: Point[] = [
  [0.3, 0.14],
  [0.6, 0.14],
  [0.72, 0.26],
  [0.72, 0.86],
  [0.3, 0.86],
];
const HEXAGON: Point[] = [
  [0.5, 0.12],
  [0.82, 0.31],
  [0.82, 0.69],
  [0.5, 0.88],
  [0.18, 0.69],
  [0.18, 0.31],
];

/** Draws `shape` in colour `c` (a shadow first, so white products stay visible on the light background). */
function drawShape(canvas: Canvas, shape: Shape, c: Rgb, bg: Rgb): void {
  for (const [colour, off] of [
    [SHADOW, 0.012],
    [c, 0],
  ] as const) {
    switch (shape) {
      case 'tee':
        canvas.polygon(TEE, colour, off);
        break;
      case 'hoodie':
        canvas.ellipse(0.5, 0.2, 0.13, 0.1, colour, off);
        canvas.polygon(HOODIE, colour, off);
        break;
      case 'mug':
        canvas.ellipse(0.7, 0.55, 0.11, 0.14, colour, off);
        if (off === 0) canvas.ellipse(0.7, 0.55, 0.055, 0.08, bg);
        canvas.rect(0.27, 0.3, 0.67, 0.8, colour, off);
        break;
      case 'poster':
        canvas.rect(0.24, 0.1, 0.76, 0.9, colour === c ? [250, 250, 250] : colour, off);
        if (off === 0) canvas.rect(0.28, 0.14, 0.72, 0.86, shade(c, 0.85));
        break;
      case 'sticker':
        canvas.ellipse(0.5, 0.5, 0.32, 0.32, colour === c ? [255, 255, 255] : colour, off);
        if (off === 0) canvas.ellipse(0.5, 0.5, 0.28, 0.28, shade(c, 0.8));
        break;
      case 'tote':
        canvas.ellipse(0.5, 0.36, 0.16, 0.2, colour, off);
        if (off === 0) canvas.ellipse(0.5, 0.36, 0.12, 0.16, bg);
        canvas.rect(0.24, 0.36, 0.76, 0.88, colour, off);
        break;
      case 'phone':
        canvas.rect(0.35, 0.1, 0.65, 0.9, colour, off);
        if (off === 0) canvas.rect(0.39, 0.14, 0.47, 0.22, shade(c, 0.6));
        break;
      case 'hat':
        canvas.ellipse(0.5, 0.55, 0.26, 0.24, colour, off);
        canvas.ellipse(0.64, 0.6, 0.28, 0.07, colour, off);
        if (off === 0) canvas.rect(0.2, 0.6, 0.8, 0.82, bg);
        break;
      case 'file':
        canvas.polygon(FILE, colour, off);
        break;
      case 'nft':
        canvas.polygon(HEXAGON, colour, off);
        break;
      case 'chart':
        if (off === 0)
          for (let i = 0; i <= 6; i++) canvas.rect(0.1, 0.15 + i * 0.12, 0.9, 0.155 + i * 0.12, [120, 120, 120]);
        break;
    }
  }
}

function draw(name: ImageName, size: number): Uint8Array {
  const canvas = new Canvas(size, name.label === 'side' ? 0.62 : 1);
  const colour = rgbOf(name.hex);
  canvas.fillAll(BACKGROUND);
  drawShape(canvas, name.shape, colour, BACKGROUND);
  const luminance = (0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]) / 255;
  const ink: Rgb = luminance > 0.6 ? [40, 40, 48] : [245, 240, 225];
  const centreY = name.shape === 'tee' || name.shape === 'hoodie' ? 0.45 : 0.55;
  if (name.label === 'back') canvas.rect(0.47, 0.22, 0.53, 0.25, ink);
  else if (name.label !== 'side' && name.label !== 'chart') {
    canvas.ellipse(0.5, centreY, 0.09, 0.09, ink);
    canvas.ellipse(0.5, centreY, 0.05, 0.05, shade(colour, 0.9));
  }
  return canvas.pixels;
}

const MAX_CACHED = 96;
const cache = new Map<string, Buffer>();

/** The PNG for an image name at `size`×`size`, from the LRU when recently drawn. */
export function renderImage(name: ImageName, size: number): Buffer {
  const key = `${name.shape}-${name.hex}-${name.label}@${size}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = encodePng(size, size, draw(name, size));
  cache.set(key, png);
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  return png;
}
