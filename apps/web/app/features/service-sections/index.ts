export { ServiceSections } from './render-sections';
export type { SectionProps } from './shared/section-props';
export { ServiceBanner, type ServiceBannerProps } from './banner/service-banner';
