/**
 * The command line of `npm run seed` (scripts/seed.mjs → seed/command.ts): what it accepts and what it says
 * about overwriting. Kept apart from the command so it is tested without booting Strapi.
 */
import type { SeedType } from './sources';

export interface EndpointSelection {
  readonly endpoint: string;
  readonly number?: number;
}

export type SeedCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'status' }
  /** What every start does: seed the types never seeded, and add the fields and documents added to seeded ones. */
  | { readonly kind: 'new' }
  | {
      readonly kind: 'overwrite';
      readonly types: readonly SeedType[];
      /** Only these endpoints' entries of `types`; undefined for whole types. */
      readonly endpoints?: readonly EndpointSelection[];
      /** The selection in words, for the confirmation and the summary. */
      readonly description: string;
      readonly confirmed: boolean;
    }
  | { readonly kind: 'error'; readonly message: string };

export function usage(types: readonly SeedType[]): string {
  return [
    'npm run seed — write the seed copy (apps/cms/seed/) into the content service',
    '',
    '  npm run seed                             Seed the content types that were never seeded, and add what',
    '                                           later releases added to seeded ones (new fields where empty, new',
    '                                           documents), as every start does. Changes nothing the editors own',
    '                                           and creates nothing they deleted.',
    '  npm run seed -- --type <type> [...]      Re-seed whole content types (repeat --type, or separate them',
    '                                           with commas).',
    '  npm run seed -- --endpoint <name>[/<n>]  Re-seed the entries of one endpoint, e.g. service-faqs/9 or',
    '                                           service-faqs (every number). Repeatable.',
    '  npm run seed -- --all                    Re-seed every content type.',
    '  npm run seed -- --status                 Which types are seeded, since when, whether their seed copy',
    '                                           changed since, and which new fields and documents the next start',
    '                                           adds.',
    '',
    '  --yes   Do not ask for confirmation (required when not run from a terminal).',
    '',
    "Re-seeding OVERWRITES THE EDITORS' WORK in what it selects: every entry of the seed is written back with",
    'the seed copy and published, so text the marketing team changed is replaced, entries they deleted come',
    'back and entries they unpublished are published again. Entries they added that the seed does not have',
    'are left as they are, and so is every type or endpoint not selected.',
    '',
    'A start or deploy never does this: once a content type has been seeded, its content belongs to the',
    'editors (docs/decisions/011-seed-ownership.md). Run this after changing seed copy that should replace',
    'what is live, or to restore content. It works while the site runs; the site shows the result at once.',
    '',
    `Content types: ${types.map((type) => type.name).join(', ')}`,
  ].join('\n');
}

/** `--type a,b`, `--type=a`: the values given to an option, in order. */
function optionValues(argv: readonly string[], option: string): { values: string[]; missing: boolean } {
  const values: string[] = [];
  let missing = false;
  argv.forEach((argument, index) => {
    let value: string | undefined;
    if (argument === option) {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) {
        missing = true;
        return;
      }
    } else if (argument.startsWith(`${option}=`)) {
      value = argument.slice(option.length + 1);
    } else {
      return;
    }
    values.push(...value.split(',').filter((part) => part !== ''));
  });
  return { values, missing };
}

const FLAGS = ['--help', '-h', '--status', '--all', '--yes'];
const VALUE_OPTIONS = ['--type', '--endpoint'];

export function parseSeedArgs(argv: readonly string[], types: readonly SeedType[]): SeedCommand {
  const error = (message: string): SeedCommand => ({
    kind: 'error',
    message: `${message}\nSee npm run seed -- --help.`,
  });
  const unknown = argv.filter(
    (argument, index) =>
      !FLAGS.includes(argument) &&
      !VALUE_OPTIONS.some((option) => argument === option || argument.startsWith(`${option}=`)) &&
      !VALUE_OPTIONS.includes(argv[index - 1] ?? ''),
  );
  if (unknown.length > 0) return error(`Unknown argument: ${unknown.join(' ')}`);
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };

  const typeOption = optionValues(argv, '--type');
  const endpointOption = optionValues(argv, '--endpoint');
  if (typeOption.missing) return error('--type needs a content type name.');
  if (endpointOption.missing) return error('--endpoint needs an endpoint name.');
  const all = argv.includes('--all');
  const selections = [all, typeOption.values.length > 0, endpointOption.values.length > 0].filter(Boolean).length;
  if (argv.includes('--status')) {
    return selections === 0 ? { kind: 'status' } : error('--status lists; it takes no selection.');
  }
  if (selections > 1) return error('Choose one of --all, --type and --endpoint.');
  const confirmed = argv.includes('--yes');

  if (all) return { kind: 'overwrite', types, description: 'every content type', confirmed };

  const endpointsSeeded = new Set(
    types.flatMap((type) => type.documents.flatMap((document) => document.sources.map((source) => source.endpoint))),
  );
  if (typeOption.values.length > 0) {
    const chosen: SeedType[] = [];
    for (const name of typeOption.values) {
      const type = types.find((candidate) => candidate.name === name || candidate.uid === name);
      if (!type) {
        const owner = types.find((candidate) =>
          candidate.documents.some((d) => d.sources.some((source) => source.endpoint === name)),
        );
        if (owner)
          return error(
            `${name} is an endpoint, not a content type. Its entries are of type ${owner.name}: ` +
              `--endpoint ${name} re-seeds only them, --type ${owner.name} the whole type.`,
          );
        return error(`Unknown content type: ${name}. Content types: ${types.map((t) => t.name).join(', ')}`);
      }
      if (!chosen.includes(type)) chosen.push(type);
    }
    return {
      kind: 'overwrite',
      types: chosen,
      description: `the content type${chosen.length > 1 ? 's' : ''} ${chosen.map((type) => type.name).join(', ')}`,
      confirmed,
    };
  }

  if (endpointOption.values.length > 0) {
    const endpoints: EndpointSelection[] = [];
    for (const value of endpointOption.values) {
      const match = /^([a-z0-9-]+)(?:\/(\d+))?$/.exec(value);
      const endpoint = match?.[1];
      if (!match || !endpoint)
        return error(`Not an endpoint: ${value} (expected a name like service-faqs or service-faqs/9).`);
      if (!endpointsSeeded.has(endpoint)) return error(`The seed has no entries for the endpoint ${endpoint}.`);
      const number = match[2] === undefined ? undefined : Number(match[2]);
      if (
        number !== undefined &&
        !types.some((type) =>
          type.documents.some((d) =>
            d.sources.some((source) => source.endpoint === endpoint && source.number === number),
          ),
        )
      )
        return error(`The seed has no entries for ${endpoint}/${number}.`);
      endpoints.push(number === undefined ? { endpoint } : { endpoint, number });
    }
    const chosen = types.filter((type) =>
      type.documents.some((document) =>
        document.sources.some((source) => endpoints.some((wanted) => wanted.endpoint === source.endpoint)),
      ),
    );
    return {
      kind: 'overwrite',
      types: chosen,
      endpoints,
      description: `the entries of ${endpointOption.values.join(', ')}`,
      confirmed,
    };
  }

  return { kind: 'new' };
}
