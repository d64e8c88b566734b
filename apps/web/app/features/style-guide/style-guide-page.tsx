import { ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { ButtonLink } from '~/components/ui/button-link';
import { controlClass } from '~/components/ui/form/field-styles';
import { FormAlert } from '~/components/ui/form/form-alert';
import { FormField } from '~/components/ui/form/form-field';
import { SubmitButton } from '~/components/ui/form/submit-button';
import { Loader } from '~/components/ui/loader';
import { PageHero } from '~/components/ui/page-hero';
import { PageSection } from '~/components/ui/page-section';
import { ThankYouDialog } from '~/components/ui/thank-you-dialog';
import { ContentError } from '~/content/content-state';
import { testingPage } from '~/site/search-data/testing-page';

function Specimen({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
      <h3 className="mb-4 text-lg font-bold">{title}</h3>
      {children}
    </div>
  );
}

function FormSpecimens() {
  const [showAlert, setShowAlert] = useState(false);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Specimen title="Fields">
        <div className="space-y-5">
          <FormField label="Company name" hint="As it appears on your invoices.">
            {(control) => (
              <input {...control} type="text" autoComplete="organization" className={controlClass('default', false)} />
            )}
          </FormField>
          <FormField label="How did you hear about us?">
            {(control) => (
              <select {...control} defaultValue="search" className={controlClass('default', false)}>
                <option value="search">Search engine</option>
                <option value="referral">A colleague or friend</option>
                <option value="event">An event or meetup</option>
              </select>
            )}
          </FormField>
        </div>
      </Specimen>
      <Specimen title="Fields with errors">
        <div className="space-y-5">
          <FormField label="Email" required error="Please enter a valid email address">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                defaultValue="name@company"
                className={controlClass('default', true)}
              />
            )}
          </FormField>
          <FormField label="Message" required error="Please tell us a little about your project">
            {(control) => <textarea {...control} rows={3} className={controlClass('default', true)} />}
          </FormField>
        </div>
      </Specimen>
      <Specimen title="Error box of a form">
        <p className="text-slate-600 dark:text-slate-400">
          Shown when a submission fails as a whole. It takes focus when it appears.
        </p>
        <button
          type="button"
          onClick={() => setShowAlert((value) => !value)}
          aria-expanded={showAlert}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 font-semibold dark:border-slate-600"
        >
          {showAlert ? 'Hide the form error' : 'Show the form error'}
        </button>
        <FormAlert
          message={showAlert ? 'We could not send your message. Check your connection and try again.' : null}
        />
      </Specimen>
      <Specimen title="Error box of a content block">
        <div className="rounded-xl border border-slate-200 dark:border-slate-800">
          <ContentError message="Failed to fetch data. Please try again later." />
        </div>
      </Specimen>
    </div>
  );
}

/** Building blocks that other features own: the route composes them (docs/engineering-habits.md, habit 10). */
export interface StyleGuidePageSlots {
  /** Switches the whole site between the light and dark theme. */
  readonly themeSwitch: ReactNode;
  readonly tabs: ReactNode;
  readonly accordion: ReactNode;
  readonly marquee: ReactNode;
  readonly successPopup: (open: boolean, close: () => void) => ReactNode;
  readonly workInProgress: ReactNode;
  readonly notFound: ReactNode;
}

/** /testing: the team's living style guide, every building block of the site in the current theme. */
export function StyleGuidePage({
  themeSwitch,
  tabs,
  accordion,
  marquee,
  successPopup,
  workInProgress,
  notFound,
}: StyleGuidePageSlots) {
  const { heading, intro } = testingPage;
  const [thankYouOpen, setThankYouOpen] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const openerClass =
    'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300';
  return (
    <>
      <PageHero eyebrow="Internal" heading={heading} intro={intro}>
        {themeSwitch}
      </PageHero>

      <PageSection id="testing-buttons" heading="Buttons">
        <div className="grid gap-6 lg:grid-cols-2">
          <Specimen title="Links styled as buttons">
            <div className="flex flex-wrap gap-4">
              <ButtonLink to="/contact">
                Talk to us <ArrowRight aria-hidden className="size-5" />
              </ButtonLink>
              <ButtonLink to="/services" variant="secondary">
                Explore services
              </ButtonLink>
            </div>
          </Specimen>
          <Specimen title="Submit buttons: ready, disabled, sending">
            <form className="flex flex-wrap gap-4" onSubmit={(event) => event.preventDefault()}>
              <SubmitButton
                disabled={false}
                busy={false}
                className="bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950"
              >
                Send
              </SubmitButton>
              <SubmitButton
                disabled
                busy={false}
                className="bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950"
              >
                Send
              </SubmitButton>
              <SubmitButton
                disabled={false}
                busy
                className="bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950"
              >
                Sending
              </SubmitButton>
            </form>
          </Specimen>
        </div>
      </PageSection>

      <PageSection id="testing-forms" heading="Form fields and errors" tone="tinted">
        <FormSpecimens />
      </PageSection>

      <PageSection id="testing-loader" heading="Spinner">
        <Specimen title="Loading state of a page or content block">
          <Loader label="Loading example" className="h-40" />
        </Specimen>
      </PageSection>

      <PageSection id="testing-tabs" heading="Tabs and accordion" tone="tinted">
        <div className="grid gap-6">
          <Specimen title="Tabs (key benefits)">{tabs}</Specimen>
          <Specimen title="Accordion (FAQ)">{accordion}</Specimen>
        </div>
      </PageSection>

      <PageSection id="testing-marquee" heading="Marquee">
        <Specimen title="Logo marquee">{marquee}</Specimen>
      </PageSection>

      <PageSection id="testing-dialog" heading="Dialogs" tone="tinted">
        <div className="grid gap-6 lg:grid-cols-2">
          <Specimen title="Thank You">
            <p className="mb-4 text-slate-600 dark:text-slate-400">Shown after a successful enquiry.</p>
            <button type="button" onClick={() => setThankYouOpen(true)} className={openerClass}>
              Open the thank-you dialog
            </button>
            <ThankYouDialog
              open={thankYouOpen}
              onOpenChange={setThankYouOpen}
              message="Someone will call or email you: each inquiry form says who and when, in the contact page's entry."
            />
          </Specimen>
          <Specimen title="Success popup">
            <p className="mb-4 text-slate-600 dark:text-slate-400">Shown after a job application is sent.</p>
            <button type="button" onClick={() => setSuccessOpen(true)} className={openerClass}>
              Open the success popup
            </button>
            {successPopup(successOpen, () => setSuccessOpen(false))}
          </Specimen>
        </div>
      </PageSection>

      <PageSection id="testing-screens" heading="Status screens">
        <div className="grid gap-6 lg:grid-cols-2">
          <div
            className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
            aria-label="Work-in-progress screen"
            role="group"
          >
            {workInProgress}
          </div>
          <div
            className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
            aria-label="Not-found screen"
            role="group"
          >
            {notFound}
          </div>
        </div>
      </PageSection>
    </>
  );
}
