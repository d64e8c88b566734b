import { LogoMarquee } from '../shared/logo-marquee';
import { SectionFrame } from '../shared/section-frame';
import { emailPlatforms } from './email-platforms';

/** docs/forms.md#how-a-submission-runs: the email platforms from built-in data, with no fetch. */
export default function EmailPlatformsSection() {
  return (
    <SectionFrame section="expertise" label={emailPlatforms.title} heading={emailPlatforms.heading}>
      <LogoMarquee logos={emailPlatforms.logos} label={emailPlatforms.title} />
    </SectionFrame>
  );
}
