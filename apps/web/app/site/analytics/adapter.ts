/** What the analytics runtime asks of a provider's adapter (plausible.ts, matomo.ts, ga4.ts). */
import type { ConversionEvent } from './conversion';

export interface PageView {
  /** The page's address without its fragment. */
  readonly url: string;
  readonly title: string;
  /** The referring page of the visit's first page view, when there is one; later views leave it out. */
  readonly referrer?: string;
}

export interface AnalyticsAdapter {
  readonly pageView: (page: PageView) => void;
  readonly conversion: (event: ConversionEvent) => void;
  /**
   * The visitor declined: the provider's script cannot be unloaded, so its queue is dropped, its own opt-out set,
   * and nothing is handed to it again.
   */
  readonly stop: () => void;
}

/** The page's own window and document, passed in so that the unit tests can give the adapters their own. */
export interface PageGlobals {
  readonly window: Window & Record<string, unknown>;
  readonly document: Document;
}

/** Adds the provider's script to <head>, asynchronous like the providers' own snippets. */
export function addScript(page: PageGlobals, src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = page.document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  page.document.head.append(script);
  return script;
}

/** A conversion's parameters: its enquiry type, if it has one; nothing that identifies the visitor. */
export const conversionProperties = (event: ConversionEvent): Record<string, string> | undefined =>
  event.name === 'enquiry' ? { type: event.type } : undefined;
