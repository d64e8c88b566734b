/**
 * Text fields of page entries that the editors write as lists (issue 21): points one per line, paragraphs
 * separated by an empty line, and pages named by their paths, one per line.
 */
import { type ServicePageRef, servicePages } from './menu';

/** A text written one item per line (or, with `separator`, one paragraph per empty line), as its items. */
export const linesOf = (text: string, separator: RegExp = /\n/): string[] =>
  text
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs separated by an empty line. */
export const paragraphsOf = (text: string): string[] => linesOf(text, /\n\s*\n/);

/** The service pages the editors listed, one path per line; a line that is no service page's path is skipped. */
export const servicePagesAt = (lines: string): ServicePageRef[] =>
  linesOf(lines).flatMap((line) => servicePages.filter((page) => page.path === line));
