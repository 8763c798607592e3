/** The window event by which the listing options make the gallery follow the chosen colour. */
import type { OptionImage } from '../../domain/listing-selection.ts';

export const GALLERY_IMAGES_EVENT = 'listing:gallery-images';

export interface GalleryImagesDetail {
  images: (OptionImage & { alt: string })[];
}
