import { describe, expect, it } from 'vitest';

import { csvCell, csvHeader, csvRows } from './csv';

describe('CSV export', () => {
  it('quotes every cell, doubling quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-23T00:00:00Z'))).toBe('"2026-11-23T00:00:00.000Z"');
    expect(csvCell(13)).toBe('"13"');
  });

  it('keeps a cell whole for a spreadsheet that separates lists with semicolons (issue 32, item 6)', () => {
    // Unquoted, a `;`-separated reader would split this into cells of which two start a formula.
    expect(csvCell("Hello team;=cmd|' /C calc'!A0;@SUM(1+1)")).toBe(`"Hello team;=cmd|' /C calc'!A0;@SUM(1+1)"`);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98450 12345')).toBe(`"'+91 98450 12345"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('writes a BOM, a header line and CRLF rows', () => {
    const columns = [
      { header: 'email', value: (row: { email: string }) => row.email },
      { header: 'length', value: (row: { email: string }) => row.email.length },
    ];
    expect(csvHeader(columns)).toBe('\uFEFF"email","length"\r\n');
    expect(csvRows(columns, [{ email: 'a@example.com' }])).toBe('"a@example.com","13"\r\n');
  });
});
