import { nlpReadable, readDoc } from 'src/ai/builtin/nlp';

describe('nlpReadable', () => {
  it('leaves ordinary text, long words and hyphenated words as they are', () => {
    const text =
      'Pneumonoultramicroscopicsilicovolcanoconiosis is long; mother-in-law, e.g. 9.8 m/s² — fine.';
    expect(nlpReadable(text)).toBe(text);
  });

  it('breaks a long run without spaces, keeping its length and its words', () => {
    const chain = 'ab-'.repeat(2000) + 'end';
    const read = nlpReadable(`Start ${chain} stop.`);
    expect(read).toHaveLength(`Start ${chain} stop.`.length);
    expect(read.startsWith('Start ab ab ab')).toBe(true);
    expect(read.endsWith(' end stop.')).toBe(true);
    expect(Math.max(...read.split(/\s+/).map((run) => run.length))).toBeLessThanOrEqual(100);
  });

  it('cuts a long run of letters alone into pieces of at most 100 characters', () => {
    const read = nlpReadable('x'.repeat(1000));
    expect(read).toHaveLength(1000);
    expect(read.split(' ').every((run) => run.length > 0 && run.length <= 100)).toBe(true);
  });

  it('keeps the length when the run holds characters outside the BMP', () => {
    const run = '😀a'.repeat(200);
    expect(nlpReadable(run)).toHaveLength(run.length);
  });

  it('is what readDoc reads', () => {
    expect(
      readDoc('ab-'.repeat(300) + 'x')
        .tokens()
        .out(),
    ).toHaveLength(301);
  });
});
