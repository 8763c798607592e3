import { COPIED_MS, PROMO_ROTATION_MS } from './promo.ts';
import { TEXTS } from '../../../shared/constants.ts';

/**
 * The promo banner's behaviour without an island: one inline script of a few hundred bytes. Every code
 * sits in the same grid cell and only the one marked data-current is visible (the first, in the static
 * HTML). Rotation is a 7 s timer, held while the pointer is over the banner or focus is in it. (It was a
 * CSS keyframe on `visibility`: Chromium restyled the page at every frame for it, about 15 % of a core on
 * every idle page.)
 */
export const PROMO_ROTATE_SCRIPT =
  `(function(){var s=document.getElementById('promo-status'),a=s&&s.closest('.promo'),` +
  `l=a?a.querySelectorAll('.promo__item'):[],n=l.length,i=0,h=0,f=0;if(n<2)return;` +
  `a.addEventListener('mouseenter',function(){h=1});a.addEventListener('mouseleave',function(){h=0});` +
  `a.addEventListener('focusin',function(){f=1});a.addEventListener('focusout',function(){f=0});` +
  `setInterval(function(){if(h||f)return;l[i].removeAttribute('data-current');i=(i+1)%n;` +
  `l[i].setAttribute('data-current','')},${PROMO_ROTATION_MS})})()`;

/** Click on a [data-code] button: copy the code, say 'Copied!' in the banner's status for 3 s. */
export const PROMO_COPY_SCRIPT =
  `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('[data-code]'),` +
  `s=document.getElementById('promo-status');if(!b||!s||!navigator.clipboard)return;` +
  `navigator.clipboard.writeText(b.getAttribute('data-code')).then(function(){s.textContent='${TEXTS.copied}';` +
  `clearTimeout(s._t);s._t=setTimeout(function(){s.textContent=''},${COPIED_MS})},function(){})})`;

/** The banner's one inline script: copy on click, and rotation. */
export const PROMO_SCRIPT = `${PROMO_COPY_SCRIPT};${PROMO_ROTATE_SCRIPT}`;
