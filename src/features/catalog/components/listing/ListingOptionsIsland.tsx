/**
 * The listing options island (OptionsSlot.astro): takes its data by id from the page's JSON element
 * (options-data.ts) instead of as props, then renders ListingOptions unchanged.
 */
import { useState } from 'react';
import ListingOptions from './ListingOptions.tsx';
import { readOptionsData } from './options-data.ts';

export interface ListingOptionsIslandProps {
  dataId: string;
}

export default function ListingOptionsIsland({ dataId }: ListingOptionsIslandProps) {
  const [data] = useState(() => readOptionsData(dataId));
  return data ? <ListingOptions data={data} /> : null;
}
