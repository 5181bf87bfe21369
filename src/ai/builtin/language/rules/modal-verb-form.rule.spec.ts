import { modalVerbFormRule } from 'src/ai/builtin/language/rules/modal-verb-form.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  modalVerbFormRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('modal-verb-form rule', () => {
  it('asks for the base verb after a modal', () => {
    expect(fixes('If you study hard you can goes to a good university.')).toEqual([['goes', 'go']]);
    expect(fixes('Yesterday he must went to the hospital.')).toEqual([['went', 'go']]);
    expect(fixes('Students should not studied only for exams.')).toEqual([['studied', 'study']]);
  });

  it('removes "to" between a modal and its verb', () => {
    const [finding] = modalVerbFormRule.check(tagText('We should to protect the nature.'));
    expect(finding).toMatchObject({ text: 'to ', replacement: '', mistakeType: 'VERB_FORM' });
    expect(finding.recommendation).toBe('After "should", use the verb without "to". Delete "to ".');
  });

  it('adds "be" before "able" after a modal', () => {
    expect(fixes('What we do now, we will able to do later.')).toEqual([['able', 'be able']]);
    expect(fixes('We will not be able to go, but we can.')).toEqual([]);
  });

  it('accepts correct modal verbs, passives and perfect forms', () => {
    expect(fixes('People can travel easily and they will be happy.')).toEqual([]);
    expect(fixes('The book could have been written better.')).toEqual([]);
    expect(fixes('You must also remember that cars can be dangerous.')).toEqual([]);
  });
});
