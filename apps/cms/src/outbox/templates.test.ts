import { companyFacts } from '@auralis/site-config';
import { describe, expect, it } from 'vitest';

import {
  contactTeamSubject,
  escapeHtml,
  fieldsText,
  renderApplicationTeam,
  renderApplicationThanks,
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
    expect(mail.text).toContain('Message:\n    > first line\n    > <second>');
  });

  it('quotes every line of multi-line text in the plain-text part, so none can pass for a field line', () => {
    const forged = 'Hello\r\nEmail: attacker@evil.example\rPhone: 000\nCompany: Fake\u2028Form: general\u000bX: y';
    const mail = renderContactTeam({
      form: 'general',
      firstname: 'Asha',
      lastname: 'Rao',
      fields: [
        { label: 'Email', value: 'asha@example.com' },
        { label: 'Message', value: forged },
      ],
      pageUrl: '/contact',
    });
    const fieldLines = mail.text.split('\n').filter((line) => /^[A-Za-z ]+:/.test(line));
    expect(fieldLines).toEqual(['Email: asha@example.com', 'Message:', 'Form: general', 'Page URL: /contact']);
    expect(mail.text).toContain('    > Email: attacker@evil.example\n    > Phone: 000');
    expect(mail.text).not.toMatch(/[\r\v\u2028]/);
    // One-line values stay on their label's line; an empty one shows a dash.
    expect(fieldsText([{ label: 'Phone', value: '' }])).toBe('Phone: -');
  });

  it('names the subject by form type as docs/forms.md#how-a-submission-runs words it', () => {
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

  it('keeps typed text in every subject on one line, without invisible characters, and cut to a sane length', () => {
    const long = 'A'.repeat(500);
    const hostileName = `Asha\u2028Bcc: x@example.com\u0085\u202eexe.pdf ${long}`;
    const subjects = [
      contactTeamSubject('agiliti', hostileName, 'Rao'),
      renderContactThanks({ form: 'general', firstname: hostileName, lastname: 'Rao', siteUrl: '' }).subject,
      renderApplicationTeam({ jobName: long, firstname: hostileName, lastname: 'Rao', fields: [] }).subject,
      renderApplicationThanks({ jobName: `Engineer\r\n${long}`, firstname: 'A', lastname: 'B', siteUrl: '' }).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
      expect(subject.length).toBeLessThanOrEqual(150);
      expect(subject).toContain('…');
    }
    expect(contactTeamSubject('agiliti', 'Asha', 'Rao')).toBe('Agiliti: New enquiry from Asha Rao');
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

describe('the reply time the thank-you mails promise (issue 33, item 5)', () => {
  it('is the company fact the contact page states', () => {
    for (const form of ['project', 'partner', 'general', 'agiliti'] as const) {
      const mail = renderContactThanks({ form, firstname: 'Asha', lastname: 'Rao', siteUrl: 'https://a.example' });
      expect(mail.text).toContain(`within ${companyFacts.replyTime}`);
      expect(mail.text).not.toMatch(/two business days/);
    }
  });
});

describe("the newsletter subscriber's mail (docs/forms.md#newsletter-consent)", () => {
  const links = {
    confirmUrl: 'https://a.example/newsletter/confirm?token=v1.abc.confirm.1.x&y="z"',
    unsubscribeUrl: 'https://a.example/newsletter/unsubscribe?token=v1.abc.unsubscribe.0.x',
  };

  it('asks for a confirmation with the link, and ends with the unsubscribe link, with double opt-in', () => {
    const mail = renderNewsletterThanks({ email: 'sam@example.com', siteUrl: 'https://a.example', links });
    expect(mail.subject).toBe('Confirm your subscription to the Auralis Digital newsletter');
    expect(mail.text).toContain(`Confirm your subscription: ${links.confirmUrl}`);
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${escapeHtml(links.confirmUrl)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(links.unsubscribeUrl)}"`);
    expect(mail.text + mail.subject).not.toContain('!');
  });

  it('thanks without a confirmation, still with the unsubscribe link, when double opt-in is off', () => {
    const mail = renderNewsletterThanks({
      email: 'sam@example.com',
      siteUrl: 'https://a.example',
      links: { unsubscribeUrl: links.unsubscribeUrl },
    });
    expect(mail.subject).toBe('You are subscribed to the Auralis Digital newsletter');
    expect(mail.text).not.toContain('/newsletter/confirm');
    expect(mail.html).toContain(`href="${escapeHtml(links.unsubscribeUrl)}"`);
  });
});
