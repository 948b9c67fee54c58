import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const columns = [
  { header: 'Account', value: (row: { account: string; amount: string }) => row.account },
  { header: 'Amount', value: (row: { account: string; amount: string }) => row.amount },
];

describe('CSV export', () => {
  it('writes a header and one line per row, CRLF, with a byte order mark', () => {
    expect(toCsv(columns, [{ account: 'tran01', amount: '12.50' }])).toBe(
      '\uFEFFAccount,Amount\r\ntran01,12.50\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    const text = toCsv(columns, [{ account: 'a,"b"\nc', amount: '1.00' }]);
    expect(text).toContain('"a,""b""\nc",1.00');
  });

  it('keeps negative amounts as numbers but makes formulas text', () => {
    const text = toCsv(columns, [
      { account: '=HYPERLINK("http://evil")', amount: '-12.50' },
      { account: '@SUM(A1)', amount: '+1' },
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",-12.50`);
    expect(text).toContain("'@SUM(A1),'+1");
  });
});
