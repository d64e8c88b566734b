export { ServiceSections } from './render-sections';
export type { SectionProps } from './shared/section-props';
