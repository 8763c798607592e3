/**
 * The first Intl.NumberFormat of a page loads the browser's number-format data: ~25 ms of main thread on a
 * desktop, ~100 ms on a mid-range phone. The checkout formats money in its first full render, so without
 * this that cost lands in the render that makes the form usable, one long task that no slicing can split.
 * The checkout layout runs this inline in <head>, before the first paint, where nothing waits on input
 * yet. It formats nothing the page shows and never throws.
 */
export const INTL_WARMUP_SCRIPT =
  '(function(){try{var d=document.documentElement;' +
  "new Intl.NumberFormat(d.lang||'en',{style:'currency',currency:d.getAttribute('data-currency')||'USD'}).format(0)" +
  '}catch(e){}})()';
