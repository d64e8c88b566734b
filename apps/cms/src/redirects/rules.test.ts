import { describe, expect, it } from 'vitest';

import { parseRedirectCsv, redirectProblems, type RedirectRule, renameChanges } from './rules';

const live = new Set(['/', '/portfolio', '/portfolio/sukhiba']);
const context = (others: readonly RedirectRule[] = []) => ({ others, isLivePage: (path: string) => live.has(path) });
const fields = (problems: readonly { field: string }[]) => problems.map((problem) => problem.field);

describe('redirect rules (issue 34)', () => {
  it('accepts a path to a page, to a full address, and a 410 with nowhere to go', () => {
    expect(redirectProblems({ from: '/spring', to: '/portfolio', status: 301 }, context())).toEqual([]);
    expect(
      redirectProblems({ from: '/old-blog/', to: 'https://blog.example.com/x', status: '302' }, context()),
    ).toEqual([]);
    expect(redirectProblems({ from: '/retired-offer', to: '', status: 410 }, context())).toEqual([]);
  });

  it('refuses a from that is a live page, not a site path, or the service’s', () => {
    expect(redirectProblems({ from: '/portfolio/sukhiba/', to: '/', status: 301 }, context())[0]?.message).toMatch(
      /live page/,
    );
    for (const from of ['spring', 'https://x.example/a', '/a b', '/a?x=1', '//evil.example', '/api/pages', '/admin'])
      expect(fields(redirectProblems({ from, to: '/portfolio', status: 301 }, context())), from).toContain('from');
  });

  it('refuses a loop, a chain of two hops either way, and itself', () => {
    const toSelf = redirectProblems({ from: '/a', to: '/a/', status: 301 }, context());
    expect(toSelf[0]?.message).toMatch(/loop/);
    const loop = redirectProblems(
      { from: '/a', to: '/b', status: 301 },
      context([{ from: '/b', to: '/a', status: 301 }]),
    );
    expect(loop).toEqual([{ field: 'to', message: expect.stringMatching(/\/b already redirects to \/a: .*loop/) }]);
    const onward = redirectProblems(
      { from: '/a', to: '/b', status: 301 },
      context([{ from: '/b', to: '/c', status: 301 }]),
    );
    expect(onward[0]?.message).toMatch(/one hop/);
    const into = redirectProblems(
      { from: '/b', to: '/c', status: 301 },
      context([{ from: '/a', to: '/b', status: 302 }]),
    );
    expect(into).toEqual([{ field: 'from', message: expect.stringMatching(/chain: point \/a at \/c/) }]);
  });

  it('refuses a status other than 301, 302 and 410, a 410 with a destination, and a 301 without one', () => {
    expect(fields(redirectProblems({ from: '/a', to: '/b', status: 307 }, context()))).toEqual(['status']);
    expect(fields(redirectProblems({ from: '/a', to: '/b', status: 410 }, context()))).toEqual(['to']);
    expect(fields(redirectProblems({ from: '/a', to: ' ', status: 301 }, context()))).toEqual(['to']);
    expect(fields(redirectProblems({ from: '/a', to: 'javascript:alert(1)', status: 301 }, context()))).toEqual(['to']);
  });

  it('refuses a second redirect from the same path', () => {
    const twice = redirectProblems(
      { from: '/a/', to: '/c', status: 301 },
      context([{ from: '/a', to: '/b', status: 301 }]),
    );
    expect(twice[0]?.message).toMatch(/already a redirect from \/a/);
  });
});

describe('a CSV of redirects', () => {
  it('reads the columns by their names, quoted fields, semicolons and blank lines, with each row’s line', () => {
    const csv =
      '\uFEFFStatus,From,To\r\n301,/a,/portfolio\n\n"302","/b, the old one","https://x.example/?q=""1"""\n410,/c,\n';
    expect(parseRedirectCsv(csv)).toEqual([
      { row: 2, from: '/a', to: '/portfolio', status: '301' },
      { row: 4, from: '/b, the old one', to: 'https://x.example/?q="1"', status: '302' },
      { row: 5, from: '/c', to: '', status: '410' },
    ]);
    expect(parseRedirectCsv('from;to;status\n/a;/b;301')).toEqual([{ row: 2, from: '/a', to: '/b', status: '301' }]);
  });

  it('says what a file without the three columns lacks', () => {
    expect(() => parseRedirectCsv('')).toThrow(/empty/);
    expect(() => parseRedirectCsv('source,target\n/a,/b')).toThrow(/from, to, status/);
  });
});

describe('the redirects a renamed page leaves behind', () => {
  it('adds old -> new, points the redirects into the old path at the new one, and drops one from the new path', () => {
    const existing = [
      { id: 1, from: '/portfolio/first-name', to: '/portfolio/old', status: 301 as const },
      { id: 2, from: '/portfolio/new', to: '/portfolio/old', status: 301 as const },
      { id: 3, from: '/gone', to: '', status: 410 as const },
    ];
    expect(renameChanges('/portfolio/old', '/portfolio/new', existing)).toEqual({
      remove: [2],
      retarget: [1],
      upsert: { from: '/portfolio/old', to: '/portfolio/new' },
    });
    // Renamed back: the earlier redirect from the old path is the one to change.
    expect(
      renameChanges('/portfolio/new', '/portfolio/old', [
        { id: 4, from: '/portfolio/old', to: '/portfolio/new', status: 301 },
      ]),
    ).toEqual({ remove: [4], retarget: [], upsert: { from: '/portfolio/new', to: '/portfolio/old' } });
  });
});
