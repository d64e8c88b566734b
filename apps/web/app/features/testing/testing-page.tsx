import { useState } from 'react';

import { Loader } from '~/components/ui/loader';
import { PageHero } from '~/components/ui/page-hero';
import { ThankYouDialog } from '~/components/ui/thank-you-dialog';
import { WorkInProgressScreen } from '~/features/status/work-in-progress-screen';
import { staticPageContent } from '~/site/page-content';

/** The test page of SPEC.md's route table: the shared interface states, side by side, for review. */
export function TestingPage() {
  const { heading, intro } = staticPageContent.testing;
  const [thankYouOpen, setThankYouOpen] = useState(false);
  const panel = 'rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700';
  return (
    <>
      <PageHero eyebrow="Internal" heading={heading} intro={intro} />
      <div className="container-page grid gap-8 py-16 lg:grid-cols-2">
        <section className={panel} aria-labelledby="testing-loader">
          <h2 id="testing-loader" className="text-lg font-bold">
            Loading state
          </h2>
          <Loader label="Loading example" />
        </section>
        <section className={panel} aria-labelledby="testing-dialog">
          <h2 id="testing-dialog" className="text-lg font-bold">
            Thank-you dialog
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Shown after a successful enquiry.</p>
          <button
            type="button"
            onClick={() => setThankYouOpen(true)}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Open the thank-you dialog
          </button>
          <ThankYouDialog open={thankYouOpen} onOpenChange={setThankYouOpen} />
        </section>
        <section className={`${panel} lg:col-span-2`} aria-label="Work-in-progress screen">
          <WorkInProgressScreen headingLevel={2} />
        </section>
      </div>
    </>
  );
}
