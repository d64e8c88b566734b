/**
 * docs/service-pages.md: the tech-stack groups a page shows when the content service has none for it (Agiliti and
 * custom website development). Logos are simple-icons (CC0, docs/service-pages.md), drawn as data URIs.
 */
import {
  siAndroid,
  siAngular,
  siApple,
  siCypress,
  siDjango,
  siDocker,
  siFlutter,
  siGithubactions,
  siGooglecloud,
  siKotlin,
  siKubernetes,
  siLaravel,
  siNextdotjs,
  siNodedotjs,
  siPwa,
  siPython,
  siReact,
  siSelenium,
  siSpringboot,
  siSwift,
  siTerraform,
  siTypescript,
  siVuedotjs,
  siWordpress,
  siAppium,
  siAstro,
  siTailwindcss,
  siVite,
  siLighthouse,
  siFirebase,
  siCloudflare,
  siDigitalocean,
} from 'simple-icons';

import type { MarqueeLogo } from '../shared/logo-marquee';

interface SimpleIcon {
  readonly title: string;
  readonly slug: string;
  readonly hex: string;
  readonly path: string;
}

/** A simple-icons glyph as an image in its brand colour. */
export function iconLogo(icon: SimpleIcon): MarqueeLogo {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>`;
  return { key: icon.slug, alt: icon.title, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
}

export interface FallbackGroup {
  readonly title: string;
  readonly logos: readonly MarqueeLogo[];
}

const group = (title: string, icons: readonly SimpleIcon[]): FallbackGroup => ({ title, logos: icons.map(iconLogo) });

export const fallbackTechStack: readonly FallbackGroup[] = [
  group('Frontend', [siReact, siAngular, siVuedotjs, siTypescript, siTailwindcss]),
  group('Backend', [siNodedotjs, siPython, siSpringboot, siDjango, siLaravel]),
  group('Mobile', [siSwift, siKotlin, siFlutter, siApple, siAndroid]),
  group('Web', [siNextdotjs, siAstro, siWordpress, siVite]),
  group('PWA', [siPwa, siFirebase, siLighthouse]),
  group('Cloud', [siGooglecloud, siCloudflare, siDigitalocean, siDocker, siKubernetes, siTerraform]),
  group('Automation', [siSelenium, siCypress, siAppium, siGithubactions]),
];
