/**
 * The company's facts (the brand module (packages/site-config) "The company"): the figures and places that the about pages, the home page
 * and the case studies state. Copy reads them from here instead of repeating the numbers in sentences.
 */
export interface Office {
  readonly city: string;
  readonly country: string;
  readonly kind: 'Headquarters and delivery center' | 'Delivery center' | 'Client office';
}

export interface CompanyFacts {
  /** Approximate head count, stated as "about N people". */
  readonly headcount: number;
  /** Projects delivered, stated as "N+". */
  readonly projectsDelivered: number;
  /** Countries the company's clients are in. */
  readonly clientCountries: number;
  /** Average length of a client relationship, in years ("over N years"). */
  readonly averageClientYears: number;
  readonly offices: readonly Office[];
  readonly certifications: readonly { readonly name: string; readonly scope: string }[];
  readonly cloudPartners: readonly string[];
  /**
   * How soon the team answers an enquiry, as a sentence ends "we reply within …" (issue 33, item 5): the contact
   * page's copy (seeded from this) and the thank-you mails state it from here, so the two never disagree.
   */
  readonly replyTime: string;
}

export const companyFacts: CompanyFacts = {
  headcount: 650,
  projectsDelivered: 400,
  clientCountries: 18,
  averageClientYears: 4,
  offices: [
    { city: 'Bengaluru', country: 'India', kind: 'Headquarters and delivery center' },
    { city: 'Pune', country: 'India', kind: 'Delivery center' },
    { city: 'London', country: 'United Kingdom', kind: 'Client office' },
    { city: 'Dubai', country: 'United Arab Emirates', kind: 'Client office' },
    { city: 'Austin', country: 'United States', kind: 'Client office' },
  ],
  certifications: [
    { name: 'ISO 27001', scope: 'information security' },
    { name: 'ISO 9001', scope: 'quality management' },
  ],
  cloudPartners: ['AWS', 'Microsoft Azure', 'Google Cloud'],
  replyTime: 'one business day',
};
