import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf, topTerms } from 'src/ai/builtin/report/aspect-scale';
import { plural, quote, quoteList, round1 } from 'src/ai/builtin/report/evidence';

/** Long texts in one or two blocks cannot show their structure, whatever the linking. */
function paragraphCap(paragraphs: number, words: number): number {
  if (paragraphs <= 1 && words > 120) return 2;
  if (paragraphs === 2 && words > 200) return 3;
  return 5;
}

/** The four keys of ORGANIZATION_AND_COHERENCE (and the IELTS coherence evidence). */
export function organisationAspects(context: AssessmentContext): AspectFinding[] {
  const { analysis, traits } = context;
  const { profile, devices } = analysis;
  const sentences = profile.sentences;
  const openers = devices.filter((use) => use.initial);
  const unlinked = sentences.slice(1).find((s) => !openers.some((use) => use.sentence === s));
  const relations = [...new Set(devices.map((use) => use.relation))];
  const kinds = [...new Set(devices.map((use) => use.device))];
  const [mostUsed] = topTerms(
    devices.map((use) => use.device),
    1,
  );
  const themes = topTerms(
    profile.words
      .filter((w) => !w.stop && ['NOUN', 'VERB', 'ADJ'].includes(w.pos))
      .map((w) => w.lemma),
    3,
  );
  const cohesion = traits.Cohesion;
  const paragraphs = profile.paragraphs.length;

  return [
    {
      key: 'logical_progression',
      area: 'organisation',
      score: aspectValue(cohesion),
      explanation: `${openers.length} of ${plural(sentences.length, 'sentence')} open with a signpost${openers.length > 0 ? ` (${quoteList(openers.map((u) => u.device))})` : ''}.`,
      advice:
        cohesion < 3.5 && unlinked
          ? `Signal how each point follows from the last, e.g. open ${quote(unlinked.text, 60)} with "In addition" or "However".`
          : null,
    },
    {
      key: 'paragraphing',
      area: 'organisation',
      score: aspectValue(Math.min(cohesion, paragraphCap(paragraphs, profile.wordCount))),
      explanation: `${plural(paragraphs, 'paragraph')} averaging ${round1(profile.wordCount / Math.max(1, paragraphs))} words.`,
      advice:
        paragraphCap(paragraphs, profile.wordCount) < 5
          ? 'Split the text into an introduction, one paragraph per main point and a conclusion.'
          : null,
    },
    {
      key: 'cohesive_devices',
      area: 'organisation',
      score: aspectValue(cohesion),
      explanation:
        devices.length === 0
          ? 'No linking words such as "however", "because" or "for example" are used.'
          : `${plural(devices.length, 'linking word')} (${quoteList(kinds, 4)}) marking ${relations.join(', ')}.`,
      advice:
        kinds.length < 4
          ? `Use a wider range of linking words${mostUsed ? `: ${quote(mostUsed[0])} is used ${plural(mostUsed[1], 'time')}` : ''}; add contrast ("however") and consequence ("as a result").`
          : null,
    },
    {
      key: 'unity_of_ideas',
      area: 'organisation',
      score: aspectValue(context.offTopic ? 1 : meanOf(cohesion, traits.Overall)),
      explanation:
        themes.length === 0
          ? 'The answer has no content words to follow.'
          : `The answer keeps returning to ${themes.map(([term, n]) => `"${term}" (${n})`).join(', ')}.`,
      advice: context.offTopic ? 'Keep every paragraph on the question asked.' : null,
    },
  ];
}
