import { COLOR_KEYWORDS, isCssColor, isNamedColor } from './color.ts';
import { GRADIENT_ARGS, type Range, type ValueProfile } from './properties.ts';
import { serializeValue, type ValuePart } from './value.ts';

/** Checks a tokenised value against a property's profile (see properties.ts for what is allowed where). */

const GLOBAL_KEYWORDS = ['inherit', 'initial', 'unset', 'revert'];
const MAX_PARTS = 40;
const PX_PER_EM = 16;
const LENGTH_UNITS = new Set(['px', 'em', 'rem']);
const ANGLE_UNITS = new Set(['deg', 'turn', 'rad', 'grad']);
const FONT_FORMATS = new Set(['woff2', 'woff', 'truetype', 'opentype']);

const RELATIVE_URL = /^(\/(?!\/)|\.{1,2}\/|[a-z0-9_-])[a-z0-9/._~%?=&#+-]*$/i;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

/** Same-origin relative URLs (no scheme, no host), plus base64 raster images where an image is expected. */
export function isSafeCssUrl(url: string, kind: 'image' | 'font'): boolean {
  return RELATIVE_URL.test(url) || (kind === 'image' && DATA_IMAGE.test(url));
}

const FONT_NAME = /^[a-z0-9 _.-]{1,60}$/i;
const inRange = (value: number, range: Range | undefined): boolean =>
  range !== undefined && value >= range.min && value <= range.max;

function checkNumber(part: Extract<ValuePart, { type: 'number' }>, p: ValueProfile): string | null {
  const { value, unit } = part;
  if (unit === '') {
    if (value === 0 && inRange(0, p.length)) return null;
    return inRange(value, p.number) ? null : `number ${part.text} not allowed here`;
  }
  if (unit === '%') return inRange(value, p.percent) ? null : `${part.text} out of range`;
  if (LENGTH_UNITS.has(unit)) {
    const px = unit === 'px' ? value : value * PX_PER_EM;
    return inRange(px, p.length) ? null : `${part.text} out of range`;
  }
  if (ANGLE_UNITS.has(unit) && p.angle) return null;
  return `unit '${unit}' not allowed`;
}

function checkFunction(part: Extract<ValuePart, { type: 'function' }>, p: ValueProfile): string | null {
  const { name, args } = part;
  if (/^(rgba?|hsla?)$/.test(name))
    return p.color && isCssColor(serializeValue([part])) ? null : `bad colour ${name}()`;
  if (/^(repeating-)?(linear|radial)-gradient$/.test(name) && p.gradient) return checkParts(args, GRADIENT_ARGS);
  const only = args.length === 1 ? args[0] : undefined;
  if (p.fontSource && only?.type === 'string') {
    if (name === 'format' && FONT_FORMATS.has(only.text)) return null;
    if (name === 'local' && FONT_NAME.test(only.text)) return null;
  }
  return `${name}() not allowed`;
}

function checkPart(part: ValuePart, p: ValueProfile): string | null {
  switch (part.type) {
    case 'comma':
    case 'slash':
      return null;
    case 'ident': {
      const word = part.text.toLowerCase();
      if (p.keywords?.includes(word)) return null;
      if (p.color && (isNamedColor(word) || COLOR_KEYWORDS.has(word))) return null;
      if (p.fontFamily && FONT_NAME.test(word)) return null;
      return `'${part.text}' not allowed`;
    }
    case 'string':
      return p.fontFamily && FONT_NAME.test(part.text) ? null : 'string not allowed';
    case 'hash':
      return p.color && isCssColor(part.text) ? null : `bad colour ${part.text}`;
    case 'number':
      return checkNumber(part, p);
    case 'url':
      return p.url && isSafeCssUrl(part.url, p.url) ? null : 'url() must be same-origin relative or a data:image';
    case 'function':
      return checkFunction(part, p);
  }
}

function checkParts(parts: readonly ValuePart[], p: ValueProfile): string | null {
  for (const part of parts) {
    const problem = checkPart(part, p);
    if (problem !== null) return problem;
  }
  return null;
}

/** Null when the value is allowed for this profile, otherwise why not. */
export function checkValue(parts: readonly ValuePart[], p: ValueProfile): string | null {
  if (parts.length === 0) return 'empty value';
  if (parts.length > MAX_PARTS) return 'value too long';
  const [first] = parts;
  if (parts.length === 1 && first?.type === 'ident' && GLOBAL_KEYWORDS.includes(first.text.toLowerCase())) return null;
  return checkParts(parts, p);
}
