import { MapPin } from 'lucide-react';

import { type HomeSections, useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** Rough continent outlines as [longitude, latitude] points: an abstract map we drew, not a data set. */
const continents: readonly (readonly (readonly [number, number])[])[] = [
  [
    [-168, 66],
    [-140, 70],
    [-95, 72],
    [-75, 62],
    [-55, 52],
    [-70, 42],
    [-80, 25],
    [-97, 18],
    [-83, 9],
    [-105, 20],
    [-118, 32],
    [-125, 48],
    [-140, 60],
    [-165, 60],
  ],
  [
    [-80, 10],
    [-60, 10],
    [-35, -7],
    [-40, -22],
    [-58, -38],
    [-70, -54],
    [-75, -45],
    [-72, -18],
    [-81, -5],
  ],
  [
    [-10, 36],
    [-9, 44],
    [-2, 48],
    [-5, 58],
    [10, 62],
    [25, 71],
    [40, 68],
    [40, 45],
    [28, 41],
    [12, 38],
    [0, 38],
  ],
  [
    [-5, 50],
    [1, 51],
    [-2, 56],
    [-5, 58],
    [-6, 55],
  ],
  [
    [-17, 21],
    [-5, 36],
    [10, 37],
    [32, 31],
    [43, 12],
    [51, 11],
    [40, -15],
    [32, -28],
    [20, -35],
    [12, -18],
    [9, 3],
    [-8, 5],
    [-17, 15],
  ],
  [
    [40, 45],
    [40, 68],
    [70, 73],
    [110, 77],
    [140, 72],
    [180, 68],
    [160, 58],
    [140, 50],
    [130, 35],
    [122, 30],
    [120, 22],
    [108, 10],
    [104, 1],
    [98, 8],
    [92, 22],
    [80, 8],
    [72, 20],
    [58, 24],
    [52, 15],
    [43, 12],
    [35, 30],
  ],
  [
    [114, -22],
    [122, -18],
    [131, -12],
    [142, -11],
    [153, -25],
    [150, -37],
    [140, -38],
    [130, -32],
    [115, -34],
  ],
];

/** An office as the map and the list show it: its place in degrees read from the editors' text. */
interface Office {
  readonly city: string;
  readonly country: string;
  readonly role: string;
  /** Null where the editors' text is not a number: the office is listed but not marked. */
  readonly lon: number | null;
  readonly lat: number | null;
}

const degrees = (text: string): number | null => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
};

function officesOf(imprint: NonNullable<HomeSections['imprint']>): Office[] {
  return imprint.offices.map((office) => ({
    city: office.city,
    country: office.country,
    role: office.role,
    lon: degrees(office.longitude),
    lat: degrees(office.latitude),
  }));
}

// Equirectangular: one unit per degree, latitudes 80°N to 60°S.
const project = (lon: number, lat: number) => ({ x: lon + 180, y: 80 - lat });

function WorldMap({ offices }: { readonly offices: readonly Office[] }) {
  return (
    <svg
      role="img"
      aria-labelledby="imprint-map-title"
      viewBox="0 0 360 140"
      width={720}
      height={280}
      className="h-auto w-full"
    >
      <title id="imprint-map-title">
        {`World map marking our offices: ${offices.map((office) => `${office.city}, ${office.country}`).join('; ')}`}
      </title>
      {continents.map((points, index) => (
        <polygon
          key={index}
          points={points.map(([lon, lat]) => `${project(lon, lat).x},${project(lon, lat).y}`).join(' ')}
          className="fill-slate-200 dark:fill-slate-700"
          strokeLinejoin="round"
        />
      ))}
      {offices.map((office) => {
        if (office.lon === null || office.lat === null) return null;
        const { x, y } = project(office.lon, office.lat);
        return (
          <g key={office.city}>
            <circle cx={x} cy={y} r="5" className="fill-brand-500/25 dark:fill-brand-300/30" />
            <circle cx={x} cy={y} r="2.2" className="fill-brand-700 dark:fill-brand-300" />
          </g>
        );
      })}
    </svg>
  );
}

/** docs/routes-and-shell.md#who-the-site-is-for: the offices of the brand module (packages/site-config) on a map, the same list in text, and the figures. */
export default function GlobalImprint() {
  const imprint = useHomeSection('imprint');
  if (!imprint) return null;
  const offices = officesOf(imprint);
  return (
    <HomeSection id="imprint" heading={imprint.heading} intro={imprint.intro} tone="tinted">
      <div className="grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <WorldMap offices={offices} />
        </div>
        <ul role="list" className="space-y-4 lg:col-span-2" aria-label="Our offices">
          {offices.map((office) => (
            <li key={office.city} className="flex gap-3">
              <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              <p>
                <span className="font-semibold">
                  {office.city}, {office.country}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{office.role}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4">
        {imprint.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="font-display text-4xl font-extrabold text-brand-700 dark:text-brand-300">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
