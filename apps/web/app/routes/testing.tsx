import type { SectionItem } from '@auralis/content-manifest';

import { ApplicationSentDialog } from '~/features/careers/application-sent-dialog';
import { BenefitTabs } from '~/features/service-sections/benefits/benefits-section';
import { FaqList } from '~/features/service-sections/faq/faq-section';
import { LogoMarquee, type MarqueeLogo } from '~/features/service-sections/shared/logo-marquee';
import { ThemeChoice } from '~/features/shell/theme-choice';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { WorkInProgressScreen } from '~/features/status/work-in-progress-screen';
import { StyleGuidePage } from '~/features/style-guide/style-guide-page';
import { pageMeta } from '~/site/page-meta';
import { testingPage } from '~/site/search-data/testing-page';

export const meta = () => pageMeta(testingPage.search, { noIndex: true });

/** Specimen copy: real sentences about how we work, so nothing on the page reads as filler. */
const benefitSpecimens: readonly SectionItem<'benefitItem'>[] = [
  {
    id: 1,
    title: 'One team',
    description: 'Designers, engineers and testers plan, build and review each release together.',
    icon: null,
  },
  {
    id: 2,
    title: 'Visible progress',
    description: 'Every sprint ends with a demo and a written summary of what shipped and what moved.',
    icon: null,
  },
  {
    id: 3,
    title: 'Measured results',
    description: 'We agree on the number an engagement should move and report on it every month.',
    icon: null,
  },
];

const faqSpecimens: readonly SectionItem<'faqItem'>[] = [
  {
    id: 1,
    question: 'How soon can a project start?',
    answer: 'Most projects start within two weeks of a signed proposal, beginning with a short discovery phase.',
    cta: 'Start a project',
    path: '/contact',
  },
  {
    id: 2,
    question: 'Who owns the code?',
    answer: 'You do. The code, the documentation and the release pipeline are yours from the first commit.',
    cta: '',
    path: '',
  },
];

/** Our own badges in public/style-guide: the stages of a project. */
const marqueeSpecimens: readonly MarqueeLogo[] = ['design', 'build', 'test', 'run', 'measure'].map((key) => ({
  key,
  src: `/style-guide/${key}.svg`,
  alt: key.charAt(0).toUpperCase() + key.slice(1),
  width: 48,
  height: 48,
}));

export default function TestingRoute() {
  return (
    <StyleGuidePage
      themeSwitch={<ThemeChoice label="Theme of the style guide" />}
      tabs={<BenefitTabs items={benefitSpecimens} label="How we work" />}
      accordion={<FaqList items={faqSpecimens} />}
      marquee={<LogoMarquee logos={marqueeSpecimens} label="Stages of a project" />}
      successPopup={(open, close) => (
        <ApplicationSentDialog open={open} jobName="Senior Frontend Engineer" onConfirm={close} />
      )}
      workInProgress={<WorkInProgressScreen headingLevel={2} />}
      notFound={<NotFoundScreen headingLevel={2} />}
    />
  );
}
