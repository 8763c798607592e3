/**
 * A strict CSS colour grammar for values written into stylesheets: hex, rgb()/rgba()/hsl()/hsla() with
 * numeric arguments only, and the CSS named colours. Anything else (keywords such as inherit, var(),
 * nested functions, stray characters) is not a colour here.
 */

const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Colour keywords that are not named colours; allowed in customCSS, not as theme values. */
export const COLOR_KEYWORDS = new Set(['transparent', 'currentcolor']);

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const ARG = String.raw`(?:${NUMBER}(?:%|deg|turn|rad|grad)?|none)`;
/** rgb(1, 2, 3), rgb(1 2 3 / 50%), hsl(120deg 50% 50%)… at most four numeric arguments. */
const COLOR_FUNCTION = new RegExp(
  String.raw`^(rgba?|hsla?)\(\s*${ARG}(?:\s*,\s*${ARG}|\s+${ARG}){2}(?:\s*[,/]\s*${ARG})?\s*\)$`,
  'i',
);

export function isNamedColor(value: string): boolean {
  return NAMED_COLORS.has(value.toLowerCase());
}

/** A hex, rgb/hsl function or named colour; no keywords, no other functions. */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  if (v.length > 100) return false;
  return HEX.test(v) || COLOR_FUNCTION.test(v) || isNamedColor(v);
}
