import { serviceAreas, serviceNamesOf } from '@auralis/site-map';
import { Link } from 'react-router';

import { paths } from '~/site/menu';

import { linesOf } from '~/site/entry-text';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** The service areas whose pages the editors listed, one path per line; a line that is no area's page is skipped. */
const areasOf = (lines: string) =>
  linesOf(lines).flatMap((line) => serviceAreas.filter((area) => paths.serviceOverview(area.slug) === line));

/** docs/routes-and-shell.md#who-the-site-is-for: four stages, each with its service areas and the named services in them. */
export default function DigitalJourney() {
  const journey = useHomeSection('journey');
  if (!journey) return null;
  return (
    <HomeSection id="journey" heading={journey.heading} intro={journey.intro}>
      <ol role="list" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {journey.stages.map((stage, index) => (
          <li
            key={stage.title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <p aria-hidden className="font-display text-sm font-bold text-brand-700 dark:text-brand-300">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-1 font-display text-2xl font-extrabold">{stage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{stage.text}</p>
            {areasOf(stage.areas).map((area) => {
              const services = serviceNamesOf(area.slug);
              return (
                <div key={area.slug} className="mt-5">
                  <h4 className="text-sm font-semibold">
                    <Link
                      to={paths.serviceOverview(area.slug)}
                      className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                    >
                      {area.name}
                    </Link>
                  </h4>
                  {services.length > 0 ? (
                    <ul role="list" className="mt-2 flex flex-wrap gap-1.5">
                      {services.map((service) => (
                        <li key={service.slug}>
                          <Link
                            to={service.path}
                            className="inline-block rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 transition hover:bg-brand-100 hover:text-brand-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-brand-900 dark:hover:text-white"
                          >
                            {service.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              );
            })}
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
