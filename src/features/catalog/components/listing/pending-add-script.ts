/**
 * Add to cart never ignores a click (issue 16): until the options island is live (its script may still be on
 * its way), a click on the button is kept as data-pending-add on #listing-options and 'Adding…' (the root's
 * data-adding) is said in a status line outside the island's markup, so hydration finds its own HTML
 * unchanged; ListingOptions makes the click again. Inlined by OptionsSlot.astro, hence written small by hand:
 * - nothing once the island is live ([data-hydrated] inside) or a click is already held;
 * - only a click on .options__add that is not out of stock.
 */
export const PENDING_ADD_SCRIPT =
  "(function(){var r=document.getElementById('listing-options');if(!r)return;r.addEventListener('click',function(e){" +
  "if(r.querySelector('[data-hydrated]')||r.hasAttribute('data-pending-add'))return;" +
  "var b=e.target instanceof Element?e.target.closest('.options__add'):null;" +
  "if(!b||b.getAttribute('data-out-of-stock')==='true')return;" +
  "e.preventDefault();r.setAttribute('data-pending-add','');b.setAttribute('aria-busy','true');" +
  "var s=document.createElement('p');s.className='options__pending';s.setAttribute('role','status');" +
  "s.textContent=r.getAttribute('data-adding');r.appendChild(s)},true)})()";
