import { describe, expect, it } from 'vitest';

import { renderApplicationTeam, renderApplicationThanks } from './templates';

describe('job application mails', () => {
  it("tells the careers team who applied for what, escaping the applicant's text", () => {
    const mail = renderApplicationTeam({
      jobName: 'QA Engineer\r\nBcc: someone@example.net',
      firstname: 'Ana <b>',
      lastname: 'Silva',
      fields: [{ label: 'Notice period', value: '<script>x</script>' }],
    });
    expect(mail.template).toBe('application-team');
    expect(mail.subject).toBe('New application: QA Engineer Bcc: someone@example.net from Ana <b> Silva');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Notice period: <script>x</script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
  });

  it('confirms the application to the applicant with a link to the open roles', () => {
    const mail = renderApplicationThanks({
      jobName: 'Data Engineer (Azure and dbt)',
      firstname: 'Rohan',
      lastname: 'Kulkarni',
      siteUrl: 'https://www.auralis.example',
    });
    expect(mail.template).toBe('application-thanks');
    expect(mail.subject).toBe('We received your application for Data Engineer (Azure and dbt)');
    expect(mail.text).toContain('Hello Rohan Kulkarni,');
    expect(mail.text).toContain('Open roles: https://www.auralis.example/career/open-roles');
    expect(mail.html).toContain('href="https://www.auralis.example/career/open-roles"');
    expect(mail.text).not.toContain('!');
  });
});
