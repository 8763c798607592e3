/**
 * The static pages' locale files of this build (issue 16): one per translation file in
 * src/shared/messages/translations/ that has any marked text (domain/page-texts.ts), found by the glob
 * below, so adding a translation is still adding one file. Server side only: the layouts name the files in
 * their head script, and src/pages/i18n/[file].js.ts serves them.
 */
import type { Translation } from '../../../shared/messages/en/index.ts';
import { localizationHeadScript } from '../domain/currency-cookie.ts';
import { translationsByLocale } from '../domain/messages.ts';
import type { Locale } from '../domain/money.ts';
import { pageTextsFiles, type PageTextsFile } from '../domain/page-texts.ts';

const translations = translationsByLocale(
  import.meta.glob<Translation>('../../../shared/messages/translations/*.ts', { import: 'default', eager: true }),
);

let files: readonly PageTextsFile[] | undefined;

/** This build's locale files, made once per process from the translations. */
export function buildPageTextsFiles(): readonly PageTextsFile[] {
  files ??= pageTextsFiles(translations);
  return files;
}

/** Each locale's file path. */
function pageTextPaths(): Partial<Record<Locale, string>> {
  return Object.fromEntries(buildPageTextsFiles().map((file) => [file.locale, file.path]));
}

let headScript: string | undefined;

/** Every page's head script (currency-cookie.ts), naming this build's locale files. */
export function pageHeadScript(): string {
  headScript ??= localizationHeadScript(pageTextPaths());
  return headScript;
}
