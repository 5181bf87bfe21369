import { subjectVerbAgreementRule } from 'src/ai/builtin/language/rules/subject-verb-agreement.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  subjectVerbAgreementRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('subject-verb-agreement rule', () => {
  it('makes the verb agree with a singular subject', () => {
    expect(fixes('Nowadays technology have changed our lives.')).toEqual([['have', 'has']]);
    expect(fixes('I think my brother live in London.')).toEqual([['live', 'lives']]);
    expect(fixes('Everyone want to be rich because the life are short.')).toEqual([
      ['want', 'wants'],
      ['are', 'is'],
    ]);
  });

  it('makes the verb agree with a plural subject', () => {
    expect(fixes('Young people is more creative than old people.')).toEqual([['is', 'are']]);
    expect(fixes('Most students has a part-time job.')).toEqual([['has', 'have']]);
  });

  it('reads a compound noun as one subject', () => {
    expect(fixes('Firstly, community service teach young people skills.')).toEqual([
      ['teach', 'teaches'],
    ]);
    expect(fixes('Public transport help people, and school uniforms make pupils equal.')).toEqual([
      ['help', 'helps'],
    ]);
  });

  it('accepts agreeing verbs, objects before verbs and group nouns', () => {
    expect(fixes('My brother lives in London and his friends visit him.')).toEqual([]);
    expect(fixes('Parents let the child go out, and they help the students learn.')).toEqual([]);
    expect(
      fixes('The government are planning new roads, and the things people do matter.'),
    ).toEqual([]);
    expect(fixes('The car can go fast, and the car was cheap.')).toEqual([]);
    expect(fixes('Learning concepts and ideas is useful for the brand being advertised.')).toEqual(
      [],
    );
    expect(fixes('Also the youth have less pressure, because some students work.')).toEqual([]);
  });

  it('leaves the verb alone when "each" or "every" shows the noun is the mistake', () => {
    // "Each students has" needs "student", which the determiner rule reports; "has" is right.
    expect(fixes('Each students has a laptop in my class.')).toEqual([]);
    expect(fixes('Each student have a laptop in my class.')).toEqual([['have', 'has']]);
  });

  it('leaves misspelled words alone, whose number it cannot tell', () => {
    expect(fixes('However, I woud prefer traveling by myself.')).toEqual([]);
    expect(fixes('Comsumers are not likely to buy it.')).toEqual([]);
  });

  it('makes a bare countable subject plural before a verb only a plural takes', () => {
    expect(fixes('Recently scientist have been working on new lie detectors.')).toEqual([
      ['scientist', 'scientists'],
    ]);
    expect(fixes('Robot can work all day.')).toEqual([['Robot', 'Robots']]);
    expect(fixes('Successful therapist need to know that.')).toEqual([
      ['therapist', 'therapists'],
    ]);
    expect(fixes('It is dangerous, because some driver make trouble.')).toEqual([
      ['driver', 'drivers'],
    ]);
    expect(fixes('A scientist has found it, and scientists have tested it.')).toEqual([]);
    expect(fixes('It is dangerous, because some driver makes trouble.')).toEqual([]);
    expect(fixes('The teacher and student go home, and my robot can talk.')).toEqual([]);
  });

  it('reads a new subject after "but", a colon and an opening "And"', () => {
    expect(fixes('Cars will change, but history tell us that progress never stops.')).toEqual([
      ['tell', 'tells'],
    ]);
    expect(fixes('Life is never easy: the age do not depend on luck.')).toEqual([['do', 'does']]);
    expect(fixes('And details is the key element here.')).toEqual([['is', 'are']]);
    expect(fixes('Cars will change, but history tells us that: people drive.')).toEqual([]);
    expect(fixes('And the teacher and the student go home.')).toEqual([]);
  });
});
