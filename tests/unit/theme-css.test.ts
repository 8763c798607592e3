import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDefaultTheme } from '../../src/features/theme/domain/default-theme.ts';
import {
  cssColor,
  cssFontFamily,
  THEME_VARS,
  themeRootRule,
  themeToCssVariables,
  themeStylesheet,
  themeStylesheetPath,
  themeVariableOverrides,
} from '../../src/features/theme/domain/theme-css.ts';
import { isCssColor } from '../../src/features/theme/domain/css/color.ts';
import type { Theme } from '../../src/features/theme/domain/types.ts';

function themeWith(mutate: (t: Theme) => void): Theme {
  const theme = createDefaultTheme();
  mutate(theme);
  return theme;
}

/** Parses `--name: value;` lines back into a map; fails on any other line shape. */
function declarations(css: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of css.split('\n')) {
    const m = /^(--[a-z-]+): ([^;{}<>\\]+);$/.exec(line);
    expect(m, `bad line: ${line}`).not.toBeNull();
    if (m?.[1] !== undefined && m[2] !== undefined) map.set(m[1], m[2]);
  }
  return map;
}

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#FFFF',
    '#a1b2c3',
    '#a1b2c3d4',
    'rgb(1, 2, 3)',
    'rgba(1,2,3,0.5)',
    'rgb(1 2 3 / 50%)',
    'hsl(120deg 50% 50%)',
    'RebeccaPurple',
  ])('accepts %s', (c) => expect(isCssColor(c)).toBe(true));
  it.each([
    '#ff',
    '#fffff',
    'red;}',
    'notacolour',
    'inherit',
    'var(--x)',
    'rgb(1,2,3);background:url(x)',
    'rgb(1,2)',
    'rgb(calc(1),2,3)',
    'expression(alert(1))',
    '</style>',
    'red\\;',
    'url(x)',
  ])('rejects %s', (c) => expect(isCssColor(c)).toBe(false));
});

describe('cssFontFamily', () => {
  it('quotes names and keeps generic families bare', () => {
    expect(cssFontFamily("Inter, 'Helvetica Neue', sans-serif")).toBe('"Inter", "Helvetica Neue", sans-serif');
    expect(cssFontFamily('system-ui, SANS-SERIF')).toBe('system-ui, sans-serif');
  });
  it('drops families that could break out and returns null when none is left', () => {
    expect(cssFontFamily('Inter", x; } body { display: none, serif')).toBe('serif');
    expect(cssFontFamily('"a\\"b"')).toBeNull();
    expect(cssFontFamily('</style><script>')).toBeNull();
    expect(cssFontFamily('')).toBeNull();
  });
});

describe('cssColor', () => {
  it('trims valid colours and refuses others', () => {
    expect(cssColor(' #123456 ')).toBe('#123456');
    expect(cssColor('red; } * { display:none')).toBeNull();
  });
});

describe('themeToCssVariables', () => {
  it('writes every theme variable from the default theme', () => {
    const vars = declarations(themeToCssVariables(createDefaultTheme()));
    expect([...vars.keys()].sort()).toEqual(Object.values(THEME_VARS).sort());
    expect(vars.get('--font-heading')).toBe('system-ui, sans-serif');
    expect(vars.get('--font-size-base')).toBe('16px');
    expect(vars.get('--line-height-base')).toBe('1.5');
    expect(vars.get('--font-weight-heading')).toBe('700');
    expect(vars.get('--button-primary-bg')).toBe('#111111');
    expect(vars.get('--hero-container-bg')).toBe('#f4f4f4');
  });

  it('carries the store’s values through', () => {
    const theme = themeWith((t) => {
      t.styles.fonts.heading = 'Playfair Display, serif';
      t.styles.primaryColor = 'rgb(200, 0, 0)';
      t.styles.button.secondary.borderColor = '#abc';
      t.styles.typography.baseFontSize = 17.5;
      t.styles.typography.headingTransform = 'uppercase';
      t.styles.footer.backgroundColor = 'navy';
    });
    const vars = declarations(themeToCssVariables(theme));
    expect(vars.get('--font-heading')).toBe('"Playfair Display", serif');
    expect(vars.get('--color-primary')).toBe('rgb(200, 0, 0)');
    expect(vars.get('--button-secondary-border')).toBe('#abc');
    expect(vars.get('--font-size-base')).toBe('17.5px');
    expect(vars.get('--heading-transform')).toBe('uppercase');
    expect(vars.get('--footer-bg')).toBe('navy');
  });

  it('falls back to the default value for anything that could break out (values bypassing the schema)', () => {
    const theme = themeWith((t) => {
      t.styles.primaryColor = 'red; } body { display: none } :root { --x: 1';
      t.styles.header.backgroundColor = '</style><script>alert(1)</script>';
      t.styles.fonts.body = '";}</style><script>';
      t.styles.typography.baseFontSize = Number.POSITIVE_INFINITY;
      t.styles.typography.lineHeight = 1e9;
      t.styles.typography.headingWeight = 450.5;
      (t.styles.typography as { headingTransform: string }).headingTransform = 'none; display: none';
    });
    const css = themeToCssVariables(theme);
    const vars = declarations(css);
    expect(vars.get('--color-primary')).toBe('#111111');
    expect(vars.get('--header-bg')).toBe('#ffffff');
    expect(vars.get('--font-body')).toBe('system-ui, sans-serif');
    expect(vars.get('--font-size-base')).toBe('16px');
    expect(vars.get('--line-height-base')).toBe('1.5');
    expect(vars.get('--font-weight-heading')).toBe('700');
    expect(vars.get('--heading-transform')).toBe('none');
    expect(css).not.toMatch(/[<>{}\\]|display/);
  });

  it("base.css declares the default theme's values, so a page declares only its store's own", () => {
    const base = readFileSync('src/styles/base.css', 'utf8');
    const root = /:root \{\n([^}]*)\n {2}\}/.exec(base)?.[1] ?? '';
    const lines = root.split('\n').map((l) => l.trim());
    expect(lines).toEqual(themeToCssVariables(createDefaultTheme()).split('\n'));
    expect(themeVariableOverrides(createDefaultTheme())).toBe('');
    const theme = themeWith((t) => {
      t.styles.primaryColor = '#c80000';
    });
    expect(themeVariableOverrides(theme)).toBe('--color-primary:#c80000;');
  });

  it('serves the overrides as /theme.css, linked under a version that follows their content', () => {
    expect(themeStylesheetPath(createDefaultTheme())).toBeNull();
    const red = themeWith((t) => {
      t.styles.primaryColor = '#c80000';
    });
    const blue = themeWith((t) => {
      t.styles.primaryColor = '#0000c8';
    });
    expect(themeStylesheet(red)).toBe(':root{--color-primary:#c80000;}');
    // The store's customCSS follows, as the filter keeps it (in @layer custom), and versions the file too.
    const styled = themeWith((t) => {
      t.styles.customCSS = '.hero-banner h1 { letter-spacing: 0.04em; }';
    });
    expect(themeStylesheet(styled)).toMatch(/^@layer custom \{[\s\S]*\.hero-banner h1 \{ letter-spacing: 0\.04em; \}/);
    expect(themeStylesheetPath(styled)).toMatch(/^\/theme\.css\?v=[0-9a-z]+$/);
    const dropped = themeWith((t) => {
      t.styles.customCSS = 'body { behavior: url(x.htc); }';
    });
    expect(themeStylesheet(dropped)).not.toContain('behavior');
    expect(themeStylesheetPath(red)).toMatch(/^\/theme\.css\?v=[0-9a-z]+$/);
    expect(themeStylesheetPath(red)).toBe(themeStylesheetPath(red));
    expect(themeStylesheetPath(blue)).not.toBe(themeStylesheetPath(red));
  });

  it('wraps the declarations in a :root rule', () => {
    const rule = themeRootRule(createDefaultTheme());
    expect(rule.startsWith(':root {\n--font-heading: ')).toBe(true);
    expect(rule.endsWith(';\n}')).toBe(true);
  });
});
