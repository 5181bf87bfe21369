import {
  marksBreaks,
  printedTotal,
  readFigure,
  sectionRule,
  shareInHalves,
  trailingMarks,
} from 'src/ai/builtin/papers/marks';

describe('trailingMarks', () => {
  it.each([
    ['Explain why the sky is blue. (3 marks)', 3, 'Explain why the sky is blue.'],
    ["State Newton's first law. [2]", 2, "State Newton's first law."],
    ['Name the organ. [1 mark]', 1, 'Name the organ.'],
    ['Give one example. 1M', 1, 'Give one example.'],
    ['Define osmosis. (2)', 2, 'Define osmosis.'],
    ['Convert the speed to m/s. [1+2]', 3, 'Convert the speed to m/s.'],
    ['Name the gas. (½)', 0.5, 'Name the gas.'],
    ['Describe the process. [1½ marks]', 1.5, 'Describe the process.'],
    ['Describe the process — 4 marks', 4, 'Describe the process'],
    ['Describe it. 2 Marks.', 2, 'Describe it.'],
    ['Find x. (2 rnarks)', 2, 'Find x.'],
    ['Find x. [2 mks]', 2, 'Find x.'],
    ['[5 marks]', 5, ''],
  ])('reads %j', (line, marks, rest) => {
    expect(trailingMarks(line)).toEqual({ marks, rest });
  });

  it.each([
    'The rope is 2 m',
    'It happened in (1998)',
    'A student scored 40 marks in the test and',
    'Find (x + 2)',
    'Define osmosis.',
    'Name the gas (0)',
  ])('finds no marks in %j', (line) => {
    expect(trailingMarks(line)).toBeNull();
  });
});

describe('marksBreaks', () => {
  it('finds where a line holding two marked questions splits', () => {
    const line = '(a) Define mass. [1] (b) Define weight. [1]';
    expect(marksBreaks(line)).toEqual([line.indexOf('[1]') + 3]);
  });
});

describe('sectionRule', () => {
  it.each([
    ['SECTION A — 1 mark each', 1],
    ['(2 marks each)', 2],
    ['Each question carries 3 marks.', 3],
    ['Each carries ½ mark', 0.5],
    ['Section A (5 × 1 = 5)', 1],
    ['5 x 2 = 10', 2],
  ])('reads %j', (text, marks) => {
    expect(sectionRule(text)).toBe(marks);
  });

  it('ignores products that do not multiply out and texts without a rule', () => {
    expect(sectionRule('5 × 2 = 12')).toBeNull();
    expect(sectionRule('Reading (10 marks)')).toBeNull();
  });
});

describe('printedTotal', () => {
  it.each([
    ['Class VIII Time allowed: 1 hour Max. Marks: 20', 20],
    ['Maximum Marks : 80', 80],
    ['Total Marks: 30 Duration: 90 minutes', 30],
    ['Full marks 50', 50],
    ['M.M. 25', 25],
  ])('reads %j', (text, total) => {
    expect(printedTotal(text)).toBe(total);
  });

  it('finds none in an ordinary heading', () => {
    expect(printedTotal('Annual Examination 2026 — Science')).toBeNull();
  });
});

describe('half marks', () => {
  it('reads figures in halves', () => {
    expect(readFigure('1½')).toBe(1.5);
    expect(readFigure('½')).toBe(0.5);
    expect(readFigure('1/2')).toBe(0.5);
    expect(readFigure('2.5')).toBe(2.5);
  });

  it('shares marks out in half marks, earlier items taking the remainder', () => {
    expect(shareInHalves(5, 3)).toEqual([2, 1.5, 1.5]);
    expect(shareInHalves(3, 4)).toEqual([1, 1, 0.5, 0.5]);
    expect(shareInHalves(2, 2)).toEqual([1, 1]);
    expect(shareInHalves(1, 0)).toEqual([]);
  });
});
