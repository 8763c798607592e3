/** English: the listing page's static parts: notices, gallery, detail tabs (storefront §2). */
export const listing = {
  fanValidation: 'Fan favourite: bought by more than {count} fans.',
  privateListing: 'This is a private listing. Only people with the link can see it.',
  preorder: 'Pre-order: this product ships once production starts.',
  digitalDelivery: 'Digital item: delivered to your email, no shipping needed.',
  physicalDelivery: 'Printed on demand and shipped to you.',
  digitalReturns: 'Digital downloads cannot be returned once delivered.',
  productImages: 'Product images',
  nextImage: 'Next image',
  showImage: 'Show image',
  /** A thumbnail's name: 'Show image 2 of 5'. */
  showImageOf: 'Show image {n} of {count}',
  imageAlt: '{title}, {color}',
  imageAltOf: '{title}, {color} ({n} of {count})',
  productInformation: 'Product information',
  color: 'Colour',
  sizes: 'Sizes',
  materials: 'Materials',
  fit: 'Fit',
  comparableBrands: 'Comparable to',
  estimatedShipping: 'Estimated delivery',
  sizeChart: 'Size chart',
} as const;
