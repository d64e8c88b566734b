/**
 * docs/forms.md#how-a-submission-runs: the email-marketing platform block uses built-in static data, eight platform logos, with no
 * fetch. Logos are simple-icons (CC0).
 */
import { siBrevo, siCampaignmonitor, siGhost, siHubspot, siKit, siMailchimp, siMailgun, siMautic } from 'simple-icons';

import { iconLogo } from '../tech-stack/fallback-groups';

export const emailPlatforms = {
  title: 'Email platforms',
  heading: 'The email platforms we build and run programs on',
  logos: [siMailchimp, siHubspot, siBrevo, siKit, siCampaignmonitor, siMailgun, siMautic, siGhost].map(iconLogo),
} as const;
