/**
 * The height each lazily loaded home section takes once rendered, at the narrowest width of each breakpoint
 * (320, 640, 768, 1024 and 1280 px, measured in Chromium), so its box is reserved before its code arrives.
 * e2e/home.spec.ts checks the reserves against the rendered sections and the page's layout shift.
 */
export const homeSectionReserve = {
  journey: 'min-h-[172rem] sm:min-h-[122rem] md:min-h-[96rem] lg:min-h-[82.25rem] xl:min-h-[73rem]',
  stories: 'min-h-[128rem] sm:min-h-[79.5rem] md:min-h-[76.25rem] lg:min-h-[70.75rem] xl:min-h-[45.25rem]',
  pillars: 'min-h-[85rem] sm:min-h-[52rem] md:min-h-[47.25rem] lg:min-h-[37.75rem] xl:min-h-[33.25rem]',
  imprint: 'min-h-[65.25rem] sm:min-h-[68.75rem] md:min-h-[70.5rem] lg:min-h-[45.75rem]',
  testimonials: 'min-h-[51rem] sm:min-h-[46.25rem] md:min-h-[42rem]',
  marquee: 'min-h-[29rem] sm:min-h-[27.25rem] md:min-h-[25.5rem]',
  resources: 'min-h-[66.25rem] sm:min-h-[60.75rem] md:min-h-[40.25rem] lg:min-h-[37.25rem] xl:min-h-[35.75rem]',
  career: 'min-h-[58.75rem] sm:min-h-[60.75rem] md:min-h-[64.75rem] lg:min-h-[40rem] xl:min-h-[45.5rem]',
} as const;
