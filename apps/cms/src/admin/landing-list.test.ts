import { describe, expect, it } from 'vitest';

import { landingListFor, PAGES_LIST } from './landing-list';

const read = (subject: string) => ({ action: 'plugin::content-manager.explorer.read', subject });

describe('the list a login lands on', () => {
  it('is the Pages list for the marketing team and the super admin', () => {
    expect(landingListFor([read('api::page.page'), read('api::job-application.job-application')])).toBe(PAGES_LIST);
  });

  it('is the job applications for a recruiter, who cannot read the pages', () => {
    expect(landingListFor([read('api::job-opening.job-opening'), read('api::job-application.job-application')])).toBe(
      '/content-manager/collection-types/api::job-application.job-application',
    );
  });

  it('is none, so the home page, for a role that reads neither', () => {
    expect(
      landingListFor([{ action: 'plugin::content-manager.explorer.update', subject: 'api::page.page' }]),
    ).toBeNull();
  });
});
