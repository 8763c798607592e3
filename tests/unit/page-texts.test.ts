/**
 * The static pages' words in the buyer's locale (issue 16): the build writes one file per translation that
 * has any of the texts pages mark, the head script adds it for that locale's buyer only, and the file swaps
 * exactly the marked texts that are still English, keeping a template's values. Expected German is written
 * out here, as a German shopper reads it, not read from the catalogue.
 */
import { runInNewContext } from 'node:vm';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  PAGE_TEXT_KEYS,
  englishText,
  labelHook,
  pageTextCode,
  textHook,
} from '../../src/shared/messages/page-texts.ts';
import {
  pageTextEntries,
  pageTextsFile,
  pageTextsFiles,
  templatePattern,
} from '../../src/features/localization/domain/page-texts.ts';
import { localizationHeadScript } from '../../src/features/localization/domain/currency-cookie.ts';
import { translationsByLocale } from '../../src/features/localization/domain/messages.ts';
import de from '../../src/shared/messages/translations/de.ts';

// A small DOM, enough for the file's script: element and text nodes, hooks' attributes, one selector.
class Text {
  readonly nodeType = 3;
  parentNode: Element | null = null;
  data: string;
  constructor(data: string) {
    this.data = data;
  }
  get nextSibling(): Node | null {
    return sibling(this);
  }
  get textContent(): string {
    return this.data;
  }
}

class Element {
  readonly nodeType = 1;
  parentNode: Element | null = null;
  readonly childNodes: Node[] = [];
  readonly tagName: string;
  readonly attributes: Map<string, string>;
  constructor(tagName: string, attributes: Map<string, string>) {
    this.tagName = tagName;
    this.attributes = attributes;
  }
  get firstChild(): Node | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): Node | null {
    return sibling(this);
  }
  get children(): Element[] {
    return this.childNodes.filter((n): n is Element => n instanceof Element);
  }
  get textContent(): string {
    return this.childNodes.map((n) => n.textContent).join('');
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  matches(selector: string): boolean {
    expect(selector).toBe('[data-t],[data-ta]');
    return this.hasAttribute('data-t') || this.hasAttribute('data-ta');
  }
  querySelectorAll(selector: string): Element[] {
    return this.children.flatMap((child) => [
      ...(child.matches(selector) ? [child] : []),
      ...child.querySelectorAll(selector),
    ]);
  }
  removeChild(node: Node): void {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
  }
  insertBefore(node: Node, before: Node | null): void {
    const at = before === null ? this.childNodes.length : this.childNodes.indexOf(before);
    this.childNodes.splice(at, 0, node);
    node.parentNode = this;
  }
  appendChild(node: Node): void {
    this.insertBefore(node, null);
  }
}

type Node = Text | Element;

function sibling(node: Node): Node | null {
  const siblings = node.parentNode?.childNodes ?? [];
  return siblings[siblings.indexOf(node) + 1] ?? null;
}

function parse(html: string): Element {
  const root = new Element('html', new Map());
  let current = root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = new Element(name, new Map(Object.entries(attributes)));
        current.appendChild(element);
        current = element;
      },
      ontext(data) {
        current.appendChild(new Text(data));
      },
      onclosetag() {
        current = current.parentNode ?? root;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return root;
}

function serialize(node: Node): string {
  if (node instanceof Text) return node.data;
  const attributes = [...node.attributes].map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`));
  return `<${node.tagName}${attributes.join('')}>${node.childNodes.map(serialize).join('')}</${node.tagName}>`;
}

/** Runs a locale file over a page; `later` is what the page adds afterwards (the observer's records). */
function runFile(body: string, html: string, later?: (root: Element) => Node[]): string {
  const root = parse(html);
  let observe: ((records: { addedNodes: Node[] }[]) => void) | undefined;
  runInNewContext(body, {
    document: { documentElement: root, createTextNode: (data: string) => new Text(data) },
    MutationObserver: class {
      constructor(callback: (records: { addedNodes: Node[] }[]) => void) {
        observe = callback;
      }
      observe(target: unknown): void {
        expect(target).toBe(root);
      }
    },
    RegExp,
  });
  if (later) observe?.([{ addedNodes: later(root) }]);
  return root.childNodes.map(serialize).join('');
}

const germanFile = () => {
  const file = pageTextsFile('de', de);
  if (!file) throw new Error('German has no file of static words');
  return file;
};

const code = pageTextCode;

describe('the marked texts', () => {
  it('name catalogue texts by short, distinct codes', () => {
    const codes = PAGE_TEXT_KEYS.map((key) => code(key));
    expect(new Set(codes).size).toBe(PAGE_TEXT_KEYS.length);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{1,2}$/);
    for (const key of PAGE_TEXT_KEYS) expect(englishText(key), key).not.toBe('');
    expect(englishText('tile.quickAdd')).toBe('Quick add');
  });

  it('are hooks an element carries: its text, or its aria-label with the label', () => {
    expect(textHook('tile.quickAdd')).toEqual({ 'data-t': code('tile.quickAdd') });
    expect(labelHook('chrome.breadcrumb')).toEqual({
      'aria-label': 'Breadcrumb',
      'data-ta': code('chrome.breadcrumb'),
    });
    expect(labelHook('listing.showImageOf', 'Show image 2 of 5')['aria-label']).toBe('Show image 2 of 5');
  });
});

describe('a locale file', () => {
  it('holds the translated marked texts only, a template as its English pattern', () => {
    const entries = pageTextEntries({
      tile: { quickAdd: 'Schnell hinzufügen' },
      chrome: { allOf: 'Alles aus {collection}', menu: '  ' },
      cart: { remove: 'Entfernen' },
    });
    expect(entries).toEqual({
      [code('tile.quickAdd')]: ['Quick add', 'Schnell hinzufügen'],
      [code('chrome.allOf')]: ['^All ([\\s\\S]*?)$', 'Alles aus {collection}', ['collection']],
    });
  });

  it('escapes a template’s English and captures its values in order', () => {
    expect(templatePattern('Show image {n} of {count}')).toEqual({
      pattern: '^Show image ([\\s\\S]*?) of ([\\s\\S]*?)$',
      names: ['n', 'count'],
    });
    expect(templatePattern('{percent}% off (today.)').pattern).toBe('^([\\s\\S]*?)% off \\(today\\.\\)$');
  });

  it('is named by its content and written in ASCII', () => {
    const file = germanFile();
    expect(file.path).toBe(`/i18n/${file.name}.js`);
    expect(file.name).toMatch(/^de\.[0-9a-z]+$/);
    expect(file.body).toMatch(/^[\x20-\x7e\n]*$/);
    expect(pageTextsFile('de', { ...de, tile: { quickAdd: 'Schnell rein' } })?.name).not.toBe(file.name);
  });

  it('exists for each translation file with a marked text: adding a translation is adding a file', () => {
    const files = pageTextsFiles(
      translationsByLocale({
        '../translations/de.ts': de,
        '../translations/fr.ts': { tile: { quickAdd: 'Ajout rapide' } },
        '../translations/it.ts': { cart: { remove: 'Rimuovi' } },
        '../translations/en.ts': { tile: { quickAdd: 'Quick add' } },
        '../translations/xx.ts': { tile: { quickAdd: 'Xx' } },
      }),
    );
    expect(files.map((f) => f.locale)).toEqual(['de', 'fr']);
  });
});

describe("a locale file's script on a page", () => {
  const run = (html: string, later?: (root: Element) => Node[]) => runFile(germanFile().body, html, later);

  it('swaps marked texts and labels, keeping the spaces and elements around them', () => {
    expect(
      run(
        `<button data-t="${code('tile.quickAdd')}">Quick add<span class="vh"> Bestseller Tee</span></button>` +
          `<nav data-ta="${code('chrome.mainNavigation')}" aria-label="Main"><a>Support</a></nav>` +
          `<span class="vh" data-t="${code('chrome.opensInNewWindow')}"> (opens in a new window)</span>` +
          `<p data-t="${code('support.effectiveDate')}">Effective date: <time>February 20, 2020</time></p>`,
      ),
    ).toBe(
      `<button data-t="${code('tile.quickAdd')}">Hinzufügen<span class="vh"> Bestseller Tee</span></button>` +
        `<nav data-ta="${code('chrome.mainNavigation')}" aria-label="Hauptnavigation"><a>Support</a></nav>` +
        `<span class="vh" data-t="${code('chrome.opensInNewWindow')}"> (öffnet in einem neuen Fenster)</span>` +
        `<p data-t="${code('support.effectiveDate')}">Gültig ab: <time>February 20, 2020</time></p>`,
    );
  });

  it("fills a template with the English text's values", () => {
    expect(
      run(
        `<a data-t="${code('chrome.allOf')}">All Summer, 2026</a>` +
          `<a data-ta="${code('listing.showImageOf')}" aria-label="Show image 2 of 6"></a>` +
          `<button data-t="${code('chrome.percentOff')}">10% off <span>with code</span></button>`,
      ),
    ).toBe(
      `<a data-t="${code('chrome.allOf')}">Alles aus Summer, 2026</a>` +
        `<a data-ta="${code('listing.showImageOf')}" aria-label="Bild 2 von 6 anzeigen"></a>` +
        `<button data-t="${code('chrome.percentOff')}">10 % Rabatt <span>with code</span></button>`,
    );
  });

  it('rebuilds a template around its one element value (a price)', () => {
    expect(run(`<span data-t="${code('chrome.amountOff')}"><span data-money="USD">$5.00</span> off</span>`)).toBe(
      `<span data-t="${code('chrome.amountOff')}"><span data-money="USD">$5.00</span> Rabatt</span>`,
    );
  });

  it('leaves what is not marked, not translated, or no longer its English text', () => {
    const page =
      `<p>Quick add</p>` +
      `<h2 data-t="${code('common.cartTitle')}">Summer Bag (<span>2</span>)</h2>` +
      `<a data-t="${code('chrome.allOf')}">Every Tee</a>` +
      `<a data-ta="${code('chrome.breadcrumb')}">no label</a>` +
      `<span data-t="zz">Quick add</span>` +
      `<span data-t="${code('common.getNotified')}"></span>`;
    expect(run(page)).toBe(page);
  });

  it('swaps texts added later (the rest of the page, or the feed’s next tiles), and only once', () => {
    const tile = `<button data-t="${code('tile.quickAdd')}">Quick add</button>`;
    const out = run(`<ul></ul>`, (root) => {
      const list = root.children[0];
      if (!list) throw new Error('no list');
      const added = parse(`<li>${tile}</li><li>${tile}</li>`).children;
      for (const item of added) list.appendChild(item);
      return [...added, ...added];
    });
    expect(out).toBe(
      `<ul><li><button data-t="${code('tile.quickAdd')}">Hinzufügen</button></li>` +
        `<li><button data-t="${code('tile.quickAdd')}">Hinzufügen</button></li></ul>`,
    );
  });
});

describe('the head script and the locale files', () => {
  function head(cookie: string, files: Record<string, string>, search = ''): string[] {
    const added: string[] = [];
    const document = {
      cookie,
      documentElement: {
        setAttribute: (name: string, value: string) => {
          if (name === 'lang') added.push(`lang ${value}`);
        },
      },
      createElement: (name: string) => ({ name, src: '', blocking: '' }),
      head: {
        append: (script: { name: string; src: string; blocking: string }) =>
          added.push(`${script.name} ${script.src} ${script.blocking}`),
      },
    };
    runInNewContext(localizationHeadScript(files), {
      document,
      location: { search, protocol: 'http:' },
      decodeURIComponent,
      encodeURIComponent,
    });
    return added;
  }

  it("adds the buyer's locale file, render-blocking, and nothing for English or a locale without one", () => {
    const files = { de: '/i18n/de.abc.js' };
    expect(head('sf_loc=EUR%7CEU%7Cde', files)).toEqual(['lang de', 'script /i18n/de.abc.js render']);
    expect(head('sf_loc=USD%7CUSA%7Cen', files)).toEqual(['lang en']);
    expect(head('', files)).toEqual([]);
    expect(head('sf_loc=EUR%7CEU%7Cfr', files)).toEqual(['lang fr']);
    expect(head('sf_loc=EUR%7CEU%7C__proto__', files)).toEqual([]);
    // The locale query parameter of the first visit is enough.
    expect(head('', files, '?locale=de')).toEqual(['lang de', 'script /i18n/de.abc.js render']);
  });

  it('is the plain head script when no locale has a file', () => {
    expect(localizationHeadScript({})).not.toContain('createElement');
    expect(localizationHeadScript({ en: '/i18n/en.x.js' })).not.toContain('createElement');
  });
});
