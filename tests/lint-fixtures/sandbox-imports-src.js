import { LIMITS } from '../../src/shared/limits.ts';

export const max = LIMITS.themeCustomCss;
