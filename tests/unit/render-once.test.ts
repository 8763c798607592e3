/**
 * Issue 17: the header's and footer's parts that read only the store's snapshot are rendered once per
 * snapshot in a build's renderer (src/ui/Once.astro, src/ui/render-once.ts), never for another snapshot,
 * never under `astro dev`, and never when they hold what a page must write itself (an island, a script).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnce } from '../../src/ui/render-once.ts';

/** A render that counts its calls. */
function counted(html: string) {
  const render = vi.fn(() => Promise.resolve(html));
  return render;
}

describe('Once memory', () => {
  // As in a build: Vite compiles import.meta.env.DEV to false there (vitest runs with it true).
  beforeEach(() => {
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders a name once per snapshot and gives the same HTML after', async () => {
    const snapshot = {};
    const render = counted('<nav>Shirts</nav>');
    expect(await renderOnce(snapshot, 'header-nav', render)).toBe('<nav>Shirts</nav>');
    expect(await renderOnce(snapshot, 'header-nav', counted('<nav>other</nav>'))).toBe('<nav>Shirts</nav>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again for another snapshot or another name', async () => {
    const first = {};
    const second = {};
    await renderOnce(first, 'footer-links', counted('<li>FAQ</li>'));
    expect(await renderOnce(second, 'footer-links', counted('<li>Help</li>'))).toBe('<li>Help</li>');
    expect(await renderOnce(first, 'footer-about', counted('<p>About</p>'))).toBe('<p>About</p>');
    expect(await renderOnce(first, 'footer-links', counted('<li>later</li>'))).toBe('<li>FAQ</li>');
  });

  it('refuses markup that must be written per page: islands and scripts', async () => {
    const snapshot = {};
    await expect(renderOnce(snapshot, 'island', counted('<astro-island uid="x"></astro-island>'))).rejects.toThrow(
      /island/,
    );
    await expect(renderOnce(snapshot, 'script', counted('<p>x</p><SCRIPT>go()</SCRIPT>'))).rejects.toThrow(/script/);
    // Nothing was remembered: the next render runs.
    expect(await renderOnce(snapshot, 'script', counted('<p>fixed</p>'))).toBe('<p>fixed</p>');
  });

  it('remembers nothing under astro dev, where an edited component must show its new HTML', async () => {
    vi.stubEnv('DEV', true);
    const snapshot = {};
    await renderOnce(snapshot, 'header-start', counted('<a>old</a>'));
    expect(await renderOnce(snapshot, 'header-start', counted('<a>new</a>'))).toBe('<a>new</a>');
  });
});
