/**
 * What customCSS may say. Only cosmetic properties are listed: nothing that changes whether or where a box
 * is shown (display, visibility, position, z-index, inset, float, transform, opacity, clip, clip-path,
 * mask, filter, overflow, width/height, pointer-events, content, animation, transition, text-indent…),
 * so no selector can hide, move or cover a checkout control. Sizes are capped and margins cannot be
 * negative, so a sticky header cannot grow over the page. Lengths are px, em or rem (em/rem counted as
 * 16 px); no viewport units, calc(), var() or attr(). url() is same-origin relative or data:image.
 */

export interface Range {
  min: number;
  max: number;
}

export interface ValueProfile {
  keywords?: readonly string[];
  color?: boolean;
  /** In px; em and rem count as 16 px. */
  length?: Range;
  percent?: Range;
  number?: Range;
  angle?: boolean;
  url?: 'image' | 'font';
  gradient?: boolean;
  fontFamily?: boolean;
  /** format("woff2") and local("Name") in @font-face src. */
  fontSource?: boolean;
}

const GENERIC_FAMILIES = ['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui'];
const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset'];
const BORDER_WIDTHS = ['thin', 'medium', 'thick'];
const POSITIONS = ['top', 'bottom', 'left', 'right', 'center'];
const REPEATS = ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round'];
const SIZES = ['cover', 'contain', 'auto'];

const color: ValueProfile = { color: true };
const spacing = (keywords: string[]): ValueProfile => ({ keywords, length: { min: 0, max: 64 } });
const borderWidth: ValueProfile = { keywords: BORDER_WIDTHS, length: { min: 0, max: 16 } };
const border: ValueProfile = {
  color: true,
  keywords: [...BORDER_STYLES, ...BORDER_WIDTHS],
  length: { min: 0, max: 16 },
};
const radius: ValueProfile = { length: { min: 0, max: 9999 }, percent: { min: 0, max: 50 } };
const shadow: ValueProfile = { color: true, keywords: ['none', 'inset'], length: { min: -32, max: 32 } };
const spacingText: ValueProfile = { keywords: ['normal'], length: { min: -4, max: 16 } };
const image: ValueProfile = { keywords: ['none'], url: 'image', gradient: true };
export const GRADIENT_ARGS: ValueProfile = {
  color: true,
  angle: true,
  keywords: [
    'to',
    'at',
    'circle',
    'ellipse',
    'closest-side',
    'farthest-side',
    'closest-corner',
    'farthest-corner',
    ...POSITIONS,
  ],
  length: { min: -2000, max: 2000 },
  percent: { min: -100, max: 200 },
};

const PROPERTIES = new Map<string, ValueProfile>([
  ['color', color],
  ['background-color', color],
  ['border-color', color],
  ['outline-color', color],
  ['text-decoration-color', color],
  ['accent-color', { color: true, keywords: ['auto'] }],
  ['caret-color', { color: true, keywords: ['auto'] }],
  ['fill', { color: true, keywords: ['none'] }],
  ['stroke', { color: true, keywords: ['none'] }],
  [
    'background',
    {
      ...image,
      color: true,
      keywords: ['none', ...POSITIONS, ...REPEATS, ...SIZES],
      length: { min: -2000, max: 2000 },
      percent: { min: -100, max: 200 },
    },
  ],
  ['background-image', image],
  ['background-position', { keywords: POSITIONS, length: { min: -2000, max: 2000 }, percent: { min: -100, max: 200 } }],
  ['background-size', { keywords: SIZES, length: { min: 0, max: 4000 }, percent: { min: 0, max: 100 } }],
  ['background-repeat', { keywords: REPEATS }],
  ['border', border],
  ['border-width', borderWidth],
  ['border-style', { keywords: BORDER_STYLES }],
  ['border-radius', radius],
  ['outline', { ...border, keywords: [...BORDER_STYLES, ...BORDER_WIDTHS, 'auto'] }],
  ['outline-width', borderWidth],
  ['outline-style', { keywords: [...BORDER_STYLES, 'auto'] }],
  ['outline-offset', { length: { min: 0, max: 16 } }],
  ['box-shadow', shadow],
  ['text-shadow', shadow],
  ['font-family', { fontFamily: true, keywords: GENERIC_FAMILIES }],
  [
    'font-size',
    {
      keywords: ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger'],
      length: { min: 8, max: 96 },
      percent: { min: 50, max: 400 },
    },
  ],
  ['font-weight', { keywords: ['normal', 'bold', 'bolder', 'lighter'], number: { min: 1, max: 1000 } }],
  ['font-style', { keywords: ['normal', 'italic', 'oblique'] }],
  ['font-variant', { keywords: ['normal', 'small-caps'] }],
  ['letter-spacing', spacingText],
  ['word-spacing', spacingText],
  [
    'line-height',
    {
      keywords: ['normal'],
      number: { min: 0.8, max: 3 },
      length: { min: 8, max: 128 },
      percent: { min: 80, max: 300 },
    },
  ],
  ['text-transform', { keywords: ['none', 'uppercase', 'lowercase', 'capitalize'] }],
  ['text-align', { keywords: ['left', 'right', 'center', 'justify', 'start', 'end'] }],
  [
    'text-decoration',
    {
      color: true,
      keywords: ['none', 'underline', 'overline', 'line-through', 'solid', 'double', 'dotted', 'dashed', 'wavy'],
      length: { min: 0, max: 8 },
    },
  ],
  ['text-decoration-line', { keywords: ['none', 'underline', 'overline', 'line-through'] }],
  ['text-decoration-style', { keywords: ['solid', 'double', 'dotted', 'dashed', 'wavy'] }],
  ['text-decoration-thickness', { keywords: ['auto', 'from-font'], length: { min: 0, max: 8 } }],
  ['text-underline-offset', { keywords: ['auto'], length: { min: 0, max: 16 } }],
]);

for (const side of ['top', 'right', 'bottom', 'left']) {
  PROPERTIES.set(`margin-${side}`, spacing(['auto']));
  PROPERTIES.set(`padding-${side}`, spacing([]));
  PROPERTIES.set(`border-${side}`, border);
  PROPERTIES.set(`border-${side}-color`, color);
  PROPERTIES.set(`border-${side}-width`, borderWidth);
  PROPERTIES.set(`border-${side}-style`, { keywords: BORDER_STYLES });
}
for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left'])
  PROPERTIES.set(`border-${corner}-radius`, radius);
PROPERTIES.set('margin', spacing(['auto']));
PROPERTIES.set('padding', spacing([]));

/** Descriptors of a same-origin @font-face. */
export const FONT_FACE_DESCRIPTORS = new Map<string, ValueProfile>([
  ['font-family', { fontFamily: true }],
  ['src', { url: 'font', fontSource: true }],
  ['font-weight', { keywords: ['normal', 'bold'], number: { min: 1, max: 1000 } }],
  ['font-style', { keywords: ['normal', 'italic', 'oblique'] }],
  ['font-display', { keywords: ['auto', 'block', 'swap', 'fallback', 'optional'] }],
]);

export function propertyProfile(name: string): ValueProfile | undefined {
  return PROPERTIES.get(name);
}
