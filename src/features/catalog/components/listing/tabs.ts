/**
 * ARIA tabs for DetailTabs.astro. Without JavaScript the tabs are links and CSS shows the :target panel;
 * here they become buttons in behaviour: click, arrow keys, Home and End, with roving tabindex.
 */
for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const list = [...tabs.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const select = (tab: HTMLAnchorElement, focus: boolean) => {
    for (const other of list) {
      const on = other === tab;
      other.setAttribute('aria-selected', String(on));
      other.tabIndex = on ? 0 : -1;
      document.getElementById(other.hash.slice(1))?.toggleAttribute('hidden', !on);
    }
    if (focus) tab.focus();
  };
  tabs.dataset['js'] = '';
  const initial = list.find((t) => t.getAttribute('aria-selected') === 'true') ?? list[0];
  if (initial) select(initial, false);
  for (const [i, tab] of list.entries()) {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(tab, false);
    });
    tab.addEventListener('keydown', (event) => {
      const n = list.length;
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[event.key];
      const next = to === undefined ? undefined : list[to % n];
      if (!next) return;
      event.preventDefault();
      select(next, true);
    });
  }
}
