import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from './button-link';

export interface PageHeroProps {
  readonly heading: string;
  /** The introduction under the heading; a hero whose text comes from the content service renders it as a child. */
  readonly intro?: string;
  /** A small label above the heading: the section of the site this page belongs to. */
  readonly eyebrow?: string;
  /**
   * The hero's button: its words are the page entry's (none where the editors left them empty), where it
   * leads is the page's.
   */
  readonly button?: { readonly label: string; readonly to: string };
  /** Further buttons, after `button`. */
  readonly children?: ReactNode;
  readonly breadcrumbs?: ReactNode;
  /** What stands under the heading instead of `intro` and `children`: a content block that brings its own text. */
  readonly body?: ReactNode;
  /** A picture beside the text on wide screens (a service page's banner). */
  readonly aside?: ReactNode;
}

/** The introduction's and the buttons' look, for a hero whose text arrives as content. */
export const HERO_INTRO_CLASS = 'mt-6 max-w-3xl text-lg leading-relaxed text-slate-600 dark:text-slate-300';
export const HERO_ACTIONS_CLASS = 'mt-8 flex flex-wrap gap-4';

/** The top of an inner page: its one <h1> and the introduction written for it. */
export function PageHero({ heading, intro, eyebrow, button, children, breadcrumbs, body, aside }: PageHeroProps) {
  const buttonLink = button?.label ? (
    <ButtonLink to={button.to}>
      {button.label} <ArrowRight aria-hidden className="size-5" />
    </ButtonLink>
  ) : null;
  const text = (
    <>
      {eyebrow ? (
        <p className="mb-4 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
      {intro ? <p className={HERO_INTRO_CLASS}>{intro}</p> : null}
      {body}
      {buttonLink || children ? (
        <div className={HERO_ACTIONS_CLASS}>
          {buttonLink}
          {children}
        </div>
      ) : null}
    </>
  );
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 right-[-10%] size-[28rem] rounded-full bg-accent-400/20 blur-3xl dark:bg-brand-500/15"
      />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        {breadcrumbs}
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_minmax(0,360px)] lg:gap-16">
            <div>{text}</div>
            <div className="hidden lg:block">{aside}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
