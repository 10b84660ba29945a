import { formatTable } from './table';

it('aligns columns under their headers', () => {
  expect(
    formatTable(
      ['CASE ID', 'FORM'],
      [
        ['SP-000001', 'ticket'],
        ['AP-7K3M9QX2VD', 'application'],
      ],
    ),
  ).toBe(
    [
      'CASE ID        FORM',
      '-------------  -----------',
      'SP-000001      ticket',
      'AP-7K3M9QX2VD  application',
    ].join('\n'),
  );
});
