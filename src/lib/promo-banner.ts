import { COPIED_MS, PROMO_ROTATION_MS } from './promo.ts';
import { TEXTS } from './constants.ts';

/**
 * The promo banner's behaviour without an island. Rotation is CSS: every code sits in the same grid
 * cell and a keyframe shows the k-th one during its 7 s slot of an n × 7 s cycle (paused on hover and
 * focus). Copying needs script: one delegated click listener, inline, a few hundred bytes.
 */
export function promoRotationCss(count: number): string {
  if (!Number.isInteger(count) || count < 2) return '';
  const share = Number((100 / count).toFixed(4));
  const cycle = (count * PROMO_ROTATION_MS) / 1000;
  const delays = Array.from(
    { length: count },
    (_, i) => `.promo__item:nth-child(${i + 1}){animation-delay:${(i * PROMO_ROTATION_MS) / 1000}s}`,
  );
  return (
    `@keyframes promo-slot{0%{visibility:visible}${share}%{visibility:hidden}}` +
    `.promo__item{animation:promo-slot ${cycle}s step-end infinite}` +
    delays.join('')
  );
}

/** Click on a [data-code] button: copy the code, say 'Copied!' in the banner's status for 3 s. */
export const PROMO_COPY_SCRIPT =
  `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('[data-code]'),` +
  `s=document.getElementById('promo-status');if(!b||!s||!navigator.clipboard)return;` +
  `navigator.clipboard.writeText(b.getAttribute('data-code')).then(function(){s.textContent='${TEXTS.copied}';` +
  `clearTimeout(s._t);s._t=setTimeout(function(){s.textContent=''},${COPIED_MS})},function(){})})`;
