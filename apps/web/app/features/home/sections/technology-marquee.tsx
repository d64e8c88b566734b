import type { ComponentType } from 'react';
import {
  type SimpleIcon,
  siDocker,
  siFigma,
  siFlutter,
  siGooglecloud,
  siKotlin,
  siKubernetes,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siSelenium,
  siSpringboot,
  siSwift,
  siTensorflow,
  siTerraform,
  siTypescript,
} from 'simple-icons';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** A logo as the service pages' marquee takes it (the route passes that component in: docs/engineering-habits.md, habit 10). */
export interface HomeMarqueeLogo {
  readonly key: string;
  readonly src: string;
  readonly alt: string;
}

export type HomeLogoMarquee = ComponentType<{ readonly logos: readonly HomeMarqueeLogo[]; readonly label: string }>;

/** Technology marks from simple-icons (CC0, docs/service-pages.md): no client's logo appears on the site (the brand module (packages/site-config)). */
const technologies: readonly SimpleIcon[] = [
  siReact,
  siTypescript,
  siNodedotjs,
  siSpringboot,
  siPython,
  siKotlin,
  siSwift,
  siFlutter,
  siPostgresql,
  siDocker,
  siKubernetes,
  siTerraform,
  siGooglecloud,
  siTensorflow,
  siSelenium,
  siFigma,
];

const logos: readonly HomeMarqueeLogo[] = technologies.map((icon) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>`;
  return { key: icon.slug, alt: icon.title, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
});

/**
 * docs/routes-and-shell.md#who-the-site-is-for, §4 and §9: speed 55, delay 1, paused on hover, with a pause button, and still
 * under prefers-reduced-motion; the marquee component itself does all of that.
 */
export default function TechnologyMarquee({ Marquee }: { readonly Marquee: HomeLogoMarquee }) {
  const intro = useHomeSection('technologies');
  if (!intro) return null;
  return (
    <HomeSection id="marquee" heading={intro.heading} intro={intro.intro} tone="tinted">
      {/* react-fast-marquee draws nothing on its first render and fills the row once mounted: the row's own
          height (an 80px tile and the pause button) is kept for it, so the section does not grow then. */}
      <div className="min-h-[5.875rem]">
        <Marquee logos={logos} label={intro.heading} />
      </div>
    </HomeSection>
  );
}
