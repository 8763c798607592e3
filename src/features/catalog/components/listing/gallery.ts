/**
 * Progressive enhancement of Gallery.astro (the page works without it): thumbnails and the next arrow
 * scroll the track instead of jumping the page to an anchor, the current thumbnail follows the track,
 * and from tabletSm up the zoomed image follows the mouse and switches to the full-size file.
 */
import { GALLERY_IMAGES_EVENT, type GalleryImagesDetail } from './gallery-event.ts';

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
  const track = gallery.querySelector<HTMLElement>('ul');
  const thumbs = gallery.querySelectorAll<HTMLAnchorElement>('[data-thumb]');
  if (!track) continue;
  gallery.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const slide = link && document.getElementById(link.hash.slice(1));
    if (!slide) return;
    event.preventDefault();
    track.scrollTo({ left: slide.offsetLeft, behavior: 'smooth' });
  });
  track.addEventListener('scroll', () => {
    const current = Math.round(track.scrollLeft / track.clientWidth);
    thumbs.forEach((thumb, i) => {
      if (i === current) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  });
  // The gallery names the media query under which its slides zoom (the same as its CSS).
  const zoomQuery = gallery.dataset['zoom'] ?? '';
  for (const zoom of gallery.querySelectorAll<HTMLElement>('.gallery__zoom')) {
    zoom.addEventListener('pointerenter', () => {
      const img = zoom.querySelector('img');
      if (img && zoomQuery !== '' && matchMedia(zoomQuery).matches) img.sizes = '1200px';
    });
    zoom.addEventListener('pointermove', (event) => {
      const box = zoom.getBoundingClientRect();
      zoom.style.setProperty('--zx', `${(100 * (event.clientX - box.left)) / box.width}%`);
      zoom.style.setProperty('--zy', `${(100 * (event.clientY - box.top)) / box.height}%`);
    });
  }
}

/**
 * The gallery follows the chosen colour: the listing options island sends the colour's images
 * (GALLERY_IMAGES_EVENT). Slides and thumbnails are reused in order; ones beyond the new count are hidden.
 */
window.addEventListener(GALLERY_IMAGES_EVENT, (event) => {
  const detail = (event as CustomEvent<GalleryImagesDetail>).detail;
  const gallery = document.querySelector<HTMLElement>('[data-gallery]');
  if (!gallery || !Array.isArray(detail.images)) return;
  const slides = gallery.querySelectorAll<HTMLElement>('.gallery__slide');
  const thumbs = gallery.querySelectorAll<HTMLAnchorElement>('[data-thumb]');
  slides.forEach((slide, i) => {
    const image = detail.images[i];
    const img = slide.querySelector('img');
    slide.hidden = !image;
    if (!image || !img) return;
    img.src = image.large;
    img.srcset = `${image.large} 560w, ${image.src} 1200w`;
    img.alt = image.alt;
  });
  thumbs.forEach((thumb, i) => {
    const image = detail.images[i];
    const img = thumb.querySelector('img');
    const item = thumb.closest('li');
    if (item) item.hidden = !image;
    if (image && img) img.src = image.small;
  });
  gallery.querySelector('ul')?.scrollTo({ left: 0 });
  gallery.dataset['variantImages'] = 'true';
});
