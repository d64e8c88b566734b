/**
 * Careers (issue 8) at start-up: the recruiting configuration is checked (a bad variable stops the start with
 * its name). The admin's downloads of applicants' files are in src/admin-server; the local provider's openings
 * are seeded once, like every other content type, by src/seeding/run.ts (see decision record 011).
 */
import { recruitingSettings } from '../../settings/runtime-env';

export default {
  bootstrap() {
    recruitingSettings();
  },
};
