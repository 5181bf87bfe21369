import { missingPossessiveRule } from 'src/ai/builtin/language/rules/missing-possessive.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  missingPossessiveRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('missing-possessive rule', () => {
  it('adds the apostrophe when people own the next noun', () => {
    expect(fixes('Students lives are already busy with homework and exams.')).toEqual([
      ['Students', "Students'"],
    ]);
    expect(fixes('Helping others can open students eyes to problems in their town.')).toEqual([
      ['students', "students'"],
    ]);
    expect(fixes('We should respect people opinions.')).toEqual([['people', "people's"]]);
    expect(fixes('The kids father does not help, and peoples feelings are hurt.')).toEqual([
      ['kids', "kids'"],
      ['peoples', "people's"],
    ]);
  });

  it('leaves two objects, numbers and owned nouns alone', () => {
    expect(fixes('The teachers give students tasks and teach children skills.')).toEqual([]);
    expect(fixes("Two students books were lost, but the students' lives went on.")).toEqual([]);
    expect(fixes('Students work hard and parents help.')).toEqual([]);
    expect(
      fixes('For some people money can be a problem, and other people influences you.'),
    ).toEqual([]);
    expect(fixes('Teenagers today are busy, and we meet new people friends can help.')).toEqual([]);
  });
});
