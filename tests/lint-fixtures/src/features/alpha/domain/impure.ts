import { atom } from 'nanostores';
import { $count } from '../stores/count.ts';

export const $double = atom($count.get() * 2);
export const title = (): string => document.title;
