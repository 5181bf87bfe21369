import { uncountablePluralRule } from 'src/ai/builtin/language/rules/uncountable-plural.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  uncountablePluralRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('uncountable-plural rule', () => {
  it('removes the plural from uncountable nouns', () => {
    expect(fixes('The teacher gave us many useful informations and advices.')).toEqual([
      ['informations', 'information'],
      ['advices', 'advice'],
    ]);
    expect(fixes('The pollutions from cars harm our educations.')).toEqual([
      ['pollutions', 'pollution'],
      ['educations', 'education'],
    ]);
  });

  it('accepts uncountable nouns in the singular and countable plurals', () => {
    expect(fixes('Her advice and the information in these books helped many students.')).toEqual(
      [],
    );
    expect(fixes('She researches new medicines.')).toEqual([]);
  });
});
