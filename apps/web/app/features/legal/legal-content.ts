import { siteConfig } from '@auralis/site-config';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

export interface LegalDocument {
  readonly lastUpdated: string;
  readonly sections: readonly LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-01',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This policy explains how ${siteConfig.legalName} (“${siteConfig.name}”, “we”, “us”) handles personal data collected through this website. We decide why and how that data is used, so we are responsible for it.`,
        `Our registered office is at ${siteConfig.address.streetAddress}, ${siteConfig.address.locality} ${siteConfig.address.postalCode}, ${siteConfig.address.country}. You can reach us about anything in this policy at ${siteConfig.emails.info}.`,
        'This policy covers the website only. If you become a client, a supplier or an employee, we will give you a separate notice that explains how we handle data in that relationship.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect what you type into our forms and a small amount of technical data that any website receives. We do not buy personal data from other sources, and we do not ask for more than a form needs.',
        'The site is meant for adults. We do not knowingly collect data from anyone under 18. If you believe a child has sent us their details, write to us and we will delete them.',
      ],
      bullets: [
        'Newsletter: your email address.',
        'Contact enquiries: your first and last name, email address, phone number, company name, how you heard about us, your message and the type of enquiry. If you send a career enquiry, we also receive the CV you attach.',
        'Job applications: your name, email address, phone number, date of birth, gender, state and country, highest qualification and the year you completed it, whether you are a fresher or experienced, your years of experience, current employer, current role and notice period, internship details, your CV and cover letter, your LinkedIn profile and any other links you add. We also record which opening you applied for.',
        'Technical data: your IP address, browser type, the pages you request and the time of each request. Our servers record this in logs to keep the site running and to protect the forms from abuse.',
        'Location on the job application form: only if you have allowed this site to use your location in your browser, the form asks your browser for your approximate position and sends the coordinates to a maps service (OpenStreetMap’s Nominatim, unless we say otherwise here) to look up your state and country and fill them in for you. We do not keep the coordinates; you can change what was filled in, and only what you submit reaches us. Without that permission nothing is sent, and the site never asks for it unless you press the button that fills in your location.',
      ],
    },
    {
      heading: 'Why we use your data and on what basis',
      paragraphs: [
        'We use your data only for the purpose you gave it for, and for keeping the site secure. Under India’s Digital Personal Data Protection Act, 2023, we rely on your consent or on the legitimate use that applies when you give us your data voluntarily for a specific purpose. For visitors in the European Union and the United Kingdom, the legal basis under the GDPR is named in each item below.',
        'We do not sell your data. We do not use it to build advertising profiles, and we do not make decisions about you by automated means alone.',
      ],
      bullets: [
        'To send you our newsletter. The basis is your consent, which you can withdraw at any time.',
        'To answer your enquiry and, if it leads to a project, to prepare a proposal. The basis is our legitimate interest in replying to people who contact us, or the steps you ask us to take before a contract.',
        'To assess your job application, arrange interviews and keep you informed about your application. The basis is the steps you ask us to take before a possible employment contract.',
        'To keep the site and its forms secure and free of spam. The basis is our legitimate interest in protecting the site and the people who use it.',
        'To meet our legal obligations, for example under tax, employment or record-keeping law. The basis is legal obligation.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We keep cookies to a minimum. We do not use advertising cookies, and we do not use trackers that follow you across other websites.',
        'If we add optional cookies in the future, such as for measuring visits, we will set them only after you accept them, and we will update this policy first.',
        'You can delete cookies and local storage at any time in your browser settings. If you do, the site will ask for your cookie choice again and return to the default theme.',
      ],
      bullets: [
        'cookieConsent: a cookie set by this site that records whether you accepted or declined our cookie banner, so the banner does not appear on every page. It holds only your choice and expires after 7 days, after which we ask again.',
        'Theme preference: if you switch between the light and dark theme, your browser keeps that choice in its local storage. It stays on your device and is not sent to us.',
      ],
    },
    {
      heading: 'Captcha',
      paragraphs: [
        'Before the newsletter, contact and job application forms are sent, a captcha checks that the request comes from a person and not an automated program. This protects our team and other applicants from spam.',
        'By default, we use a proof-of-work check that runs on our own servers. Your browser solves a small calculation in the background, usually within a second or two. No third party is involved, and the check sets no cookie.',
        'On some deployments we may use Cloudflare Turnstile instead. In that case, Cloudflare processes your IP address and information about your browser and device to tell people from bots, and it does so under its own privacy policy. We receive only the result of the check.',
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        'We share your data only with service providers who help us run the site and respond to you. They may use it only on our instructions and must protect it. Our own staff see your data only when their work requires it.',
        'We may also disclose data when the law requires it, for example in answer to a valid request from a court or public authority. If we are involved in a merger or sale of the business, your data may pass to the new owner under the same protections.',
        'Some of these providers may process data outside your country. When data about people in the European Union or the United Kingdom leaves those regions, we use the safeguards the law requires, such as standard contractual clauses.',
      ],
      bullets: [
        'Our recruiting system, which stores job applications and the files attached to them so that our hiring team can review them.',
        'Our email provider, which delivers the messages we send, such as replies to enquiries, newsletter issues and updates on your application.',
        'Our hosting provider, which runs the servers and storage for this site.',
        'Cloudflare, only where we use Cloudflare Turnstile for the captcha.',
        'The maps service that turns coordinates into a state and country (OpenStreetMap’s Nominatim), only when the job application form fills in your location as described above. It receives the coordinates and your IP address, under its own privacy policy.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose it was collected for. When that time ends, we delete it or make it anonymous. We may keep some data longer if the law requires it or if we need it to establish or defend a legal claim.',
      ],
      bullets: [
        'Job applications, including your CV and cover letter: 24 months from the date you apply, unless you ask us to delete them sooner. This lets us consider you for other openings that fit your profile. If you join us, your application becomes part of your employee record.',
        'Contact enquiries: 36 months from our last exchange with you.',
        'Newsletter: until you unsubscribe. After that, we keep your address only on a list of people we must not email, so that you do not receive the newsletter again by mistake.',
        'Server logs: for a short period, normally no longer than 90 days, unless we need them to investigate a security incident.',
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: [
        'We run an information security management system certified to ISO 27001. It covers how we control access, manage suppliers, handle incidents and train our staff.',
        'Data sent through our forms travels over encrypted connections. Files you upload are checked for type and size, renamed, and kept in private storage that no public web address can reach. Only the people who review applications can open them.',
        'No system is perfectly secure. If a breach affects your data, we will inform you and the relevant authorities as the law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have rights over the personal data we hold about you. To use any of them, write to us. We may ask you to confirm your identity before we act, and we will reply within 30 days. There is no charge.',
        'Under India’s Digital Personal Data Protection Act, 2023, you may also nominate another person to exercise your rights if you die or become unable to do so, and you may take a complaint to the Data Protection Board of India once you have raised it with us.',
        'If you are in the European Union or the United Kingdom, the GDPR also gives you the right to receive your data in a portable format and to ask us to restrict how we use it. You may complain to the data protection authority where you live or work. In the United Kingdom, that is the Information Commissioner’s Office.',
      ],
      bullets: [
        'Access: ask what data we hold about you and receive a copy.',
        'Correction: ask us to correct data that is wrong or complete data that is missing.',
        'Deletion: ask us to delete your data, for example your job application before the end of the 24 months.',
        'Objection: object to our use of your data where we rely on our legitimate interests.',
        'Withdrawal of consent: withdraw consent you have given, such as for the newsletter. This does not affect what we did before you withdrew it.',
      ],
    },
    {
      heading: 'How to contact us',
      paragraphs: [
        `For questions about this policy or to use your rights, email ${siteConfig.emails.info} with “Privacy” in the subject line. Your message reaches the person responsible for data protection at ${siteConfig.name}, who also handles grievances under India’s data protection law.`,
        `For questions about an application you have sent, you can also write to ${siteConfig.emails.careers}.`,
        `By post, write to ${siteConfig.legalName}, ${siteConfig.address.streetAddress}, ${siteConfig.address.locality} ${siteConfig.address.postalCode}, ${siteConfig.address.country}.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We review this policy when we change how the site handles data, and at least once a year. When we update it, we change the date at the top of this page.',
        'If a change affects how we use data you have already given us, we will tell you before it takes effect, by email where we have your address.',
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  lastUpdated: '2026-11-01',
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        `This website is run by ${siteConfig.legalName} (“${siteConfig.name}”, “we”, “us”). These terms apply to everyone who visits it. By using the site, you agree to them. If you do not agree, please do not use the site.`,
        'Our privacy policy explains how we handle personal data you share with us. It forms part of these terms.',
        'If you become a client, your project is governed by the contract we sign with you, not by these terms.',
      ],
    },
    {
      heading: 'Using the site',
      paragraphs: [
        'You may browse the site, read and share its pages, and use its forms to contact us, subscribe to our newsletter or apply for a job. Please use it lawfully and in a way that does not harm the site or other people.',
        'We may suspend access to the site or to a form, or remove anything sent through it, if we believe these terms have been broken. We may also change, pause or withdraw any part of the site without notice.',
      ],
      bullets: [
        'Do not try to get around the captcha or send forms through automated programs.',
        'Do not send spam, malicious files or code that could damage our systems or anyone else’s.',
        'Do not try to gain access to parts of the site, its servers or its data that are not meant for the public.',
        'Do not copy the site’s content at scale, for example by scraping, or place so much load on the site that it slows down for others.',
        'Do not pretend to be someone else or send information you have no right to share.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        `The text, designs, illustrations, graphics and code of this site belong to ${siteConfig.legalName} or to those who have licensed them to us. They are protected by copyright and other intellectual property laws.`,
        'You may view, print or save pages for your own reference or for internal use within your organization, and you may link to any page. You may not copy, change, republish or sell our content, or use it to suggest that we endorse you, without our written permission.',
        `The ${siteConfig.name} name and logo are ours. Names and logos of other companies, products and technologies belong to their owners. Showing them does not mean those owners endorse us.`,
        'Case studies describe our own work. The results they report are our clients’ results for the period stated, and they do not promise the same outcome for any other project.',
      ],
    },
    {
      heading: 'What you send us',
      paragraphs: [
        'When you send us an enquiry, a file or any other information, you confirm that it is accurate to the best of your knowledge and that you have the right to share it.',
        'Please do not send confidential business information through our contact forms. Until we sign a confidentiality agreement with you, we cannot treat what you send as confidential, although we will always handle it with care.',
        'If you send us ideas or feedback about our services or this site, we may use them freely and without any obligation to you.',
      ],
    },
    {
      heading: 'Job applications',
      paragraphs: [
        'Applying for an opening on this site does not create a job offer or an employment relationship. Openings can change or close at any time, and we may decide not to fill a position.',
        `An offer of employment is valid only when it is made in a written offer letter signed by an authorized person at ${siteConfig.name}. Our recruiters write to you from ${siteConfig.emails.careers} or from other addresses on the same domain.`,
        `We never charge a fee to apply, and we never ask for payment at any stage of hiring. If someone asks you to pay in our name, do not pay, and tell us at ${siteConfig.emails.careers}.`,
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        `This site links to other websites, including our resources site at ${siteConfig.resourcesUrl}, which is run separately from this site, and our profiles on social networks. Those sites have their own terms and privacy notices, which apply when you visit them.`,
        'We link to other sites for your convenience. We are not responsible for their content, availability or practices, and a link does not mean we endorse the site or its owner.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'We work to keep the site accurate, current and available, but we cannot promise that it always will be. The site and its content are provided “as is”. Content on the site is general information, not professional advice for your situation.',
        'To the extent the law allows, we are not liable for any indirect or consequential loss, such as lost profits, lost data or lost business opportunities, that arises from your use of the site or your reliance on its content.',
        'Nothing in these terms limits or excludes liability that cannot be limited or excluded by law.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. The courts of Bengaluru, Karnataka, have exclusive jurisdiction over any dispute arising from these terms or your use of the site.',
        'If a court finds part of these terms unenforceable, the rest of the terms remain in effect.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example when we add a feature to the site or when the law changes. When we do, we change the date at the top of this page.',
        'The terms in effect when you use the site are the ones that apply. If you keep using the site after a change, you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have a question about these terms, email ${siteConfig.emails.info} or write to ${siteConfig.legalName}, ${siteConfig.address.streetAddress}, ${siteConfig.address.locality} ${siteConfig.address.postalCode}, ${siteConfig.address.country}.`,
      ],
    },
  ],
};
