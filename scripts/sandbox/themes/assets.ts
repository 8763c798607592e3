/**
 * Theme images and font stylesheets the sandbox theme host serves at /theme/assets/<name>.
 * Generated, deterministic and tiny: SVGs with a label on a colour derived from the name, so a
 * screenshot shows which asset landed where, and no binary fixtures live in the repo.
 */

export interface ThemeAsset {
  contentType: string;
  body: string;
}

const PALETTE = ['#1f3a5f', '#7a2e3a', '#2f5d50', '#5b3f8c', '#8a5a14', '#24545f', '#6b2d5c', '#3d4f1f'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, label: string, seed: string): string {
  const bg = PALETTE[hash(seed) % PALETTE.length] ?? '#333333';
  const size = Math.round(Math.min(height * 0.28, (width / Math.max(label.length, 1)) * 1.4));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${bg}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#ffffff" ` +
    `font-family="system-ui, sans-serif" font-size="${size}">${escapeXml(label)}</text></svg>`
  );
}

/** Image kinds and their pixel sizes; the name is `<kind>-<key>.svg`. */
const IMAGE_KINDS: Record<string, { width: number; height: number; label: (key: string) => string }> = {
  logo: { width: 240, height: 80, label: (k) => k.toUpperCase() },
  wordmark: { width: 800, height: 200, label: (k) => `${k.toUpperCase()} ★` },
  favicon: { width: 64, height: 64, label: (k) => k.charAt(0).toUpperCase() },
  hero: { width: 1600, height: 640, label: (k) => `${k} hero` },
  about: { width: 1200, height: 480, label: (k) => `About ${k}` },
  category: { width: 600, height: 400, label: (k) => k.replace(/-/g, ' ') },
  'login-header': { width: 240, height: 80, label: (k) => `${k} login` },
  'login-footer': { width: 160, height: 48, label: (k) => k },
  inline: { width: 400, height: 300, label: (k) => k.replace(/-/g, ' ') },
};

/** Font stylesheets: local() sources only, so "loading" a theme font never leaves the machine. */
const FONT_SHEETS: Record<string, string> = {
  'northwind-fonts.css': [
    "@font-face { font-family: 'Northwind Display'; font-weight: 700; src: local('Georgia'), local('serif'); }",
    "@font-face { font-family: 'Northwind Text'; font-weight: 400; src: local('Helvetica'), local('Arial'); }",
  ].join('\n'),
};

/** The asset named `name`, or undefined. */
export function themeAsset(name: string): ThemeAsset | undefined {
  const sheet = Object.hasOwn(FONT_SHEETS, name) ? FONT_SHEETS[name] : undefined;
  if (sheet !== undefined) return { contentType: 'text/css; charset=utf-8', body: sheet };
  if (!/^[a-z0-9-]+\.svg$/.test(name)) return undefined;
  // Longest kind first, so "login-header-demo.svg" is not read as kind "login".
  const kind = Object.keys(IMAGE_KINDS)
    .sort((a, b) => b.length - a.length)
    .find((k) => name.startsWith(`${k}-`) && name.length > k.length + 5);
  const spec = kind === undefined ? undefined : IMAGE_KINDS[kind];
  if (kind === undefined || !spec) return undefined;
  const key = name.slice(kind.length + 1, -'.svg'.length);
  return { contentType: 'image/svg+xml', body: svg(spec.width, spec.height, spec.label(key), name) };
}

/** Absolute URL of an asset on the sandbox theme host. */
export function assetUrl(origin: string, name: string): string {
  return `${origin}/theme/assets/${name}`;
}
