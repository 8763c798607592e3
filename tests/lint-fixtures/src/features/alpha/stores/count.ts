import { atom } from 'nanostores';

export const $count = atom(0);
