import { describe, expect, it } from 'vitest';

import {
  contactTeamSubject,
  escapeHtml,
  renderContactTeam,
  renderContactThanks,
  renderNewsletterTeam,
  renderNewsletterThanks,
} from './templates';

const hostile = `<img src=x onerror="alert('x')"> & "quotes"`;

describe('mail templates', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('never puts a visitor value into the HTML unescaped', () => {
    const mails = [
      renderContactTeam({
        form: 'project',
        firstname: 'Asha',
        lastname: 'Rao',
        fields: [
          { label: 'Message', value: hostile },
          { label: hostile, value: 'label too' },
        ],
        pageUrl: `https://www.auralis.example/contact?q=${hostile}`,
      }),
      renderNewsletterTeam({ email: hostile, subscribedAt: new Date(0) }),
      renderNewsletterThanks({ email: hostile, siteUrl: 'https://www.auralis.example' }),
      renderContactThanks({ form: 'career', firstname: hostile, lastname: 'Rao', siteUrl: hostile }),
    ];
    for (const mail of mails) {
      expect(mail.html, mail.template).not.toContain('<img');
      expect(mail.html, mail.template).not.toContain(`"alert`);
      expect(mail.html, mail.template).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;');
    }
  });

  it('keeps line breaks of a message as <br> after escaping', () => {
    const mail = renderContactTeam({
      form: 'general',
      firstname: 'Asha',
      lastname: 'Rao',
      fields: [{ label: 'Message', value: 'first line\n<second>' }],
      pageUrl: 'not given',
    });
    expect(mail.html).toContain('first line<br>&lt;second&gt;');
    expect(mail.text).toContain('Message: first line\n<second>');
  });

  it('names the subject by form type as SPEC.md §7 words it', () => {
    expect(contactTeamSubject('project', 'Asha', 'Rao')).toBe('New project form submission');
    expect(contactTeamSubject('partner', 'Asha', 'Rao')).toBe('New partner form submission');
    expect(contactTeamSubject('general', 'Asha', 'Rao')).toBe('New general form submission');
    expect(contactTeamSubject('career', 'Asha', 'Rao')).toBe('New career form submission');
    expect(contactTeamSubject('agiliti', 'Asha', 'Rao')).toBe('Agiliti: New enquiry from Asha Rao');
  });

  it('keeps a subject on one line', () => {
    expect(contactTeamSubject('agiliti', 'Asha\r\nBcc: x@example.com', 'Rao')).not.toMatch(/[\r\n]/);
    expect(renderContactThanks({ form: 'general', firstname: 'A\nB', lastname: 'C', siteUrl: '' }).subject).not.toMatch(
      /[\r\n]/,
    );
  });

  it('lists the form name and the page URL in the team mail', () => {
    const mail = renderContactTeam({
      form: 'partner',
      firstname: 'Asha',
      lastname: 'Rao',
      fields: [{ label: 'Company', value: 'Northwind Retail' }],
      pageUrl: 'https://www.auralis.example/contact',
    });
    expect(mail.text).toContain('Form: partner');
    expect(mail.text).toContain('Page URL: https://www.auralis.example/contact');
    expect(mail.text).toContain('Company: Northwind Retail');
  });

  it('thanks the visitor by name, in the brand voice (no exclamation marks)', () => {
    for (const form of ['project', 'partner', 'general', 'agiliti', 'career'] as const) {
      const mail = renderContactThanks({ form, firstname: 'Asha', lastname: 'Rao', siteUrl: 'https://a.example' });
      expect(mail.text).toContain('Hello Asha Rao,');
      expect(mail.text + mail.subject).not.toContain('!');
    }
    const newsletter = renderNewsletterThanks({ email: 'sam@example.com', siteUrl: 'https://a.example' });
    expect(newsletter.text).toContain('sam@example.com');
    expect(newsletter.text + newsletter.subject).not.toContain('!');
  });
});
