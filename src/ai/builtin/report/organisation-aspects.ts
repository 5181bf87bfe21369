import type { AspectFinding, AssessmentContext } from 'src/ai/builtin/report/assessment-context';
import { aspectValue, meanOf, topTerms } from 'src/ai/builtin/report/aspect-scale';
import { plural, quote, quoteList, round1 } from 'src/ai/builtin/report/evidence';
import { bodySentences, genreOf, type TaskGenre } from 'src/ai/builtin/report/task-genre';

/** How to link the next sentence to the last, in words that suit the genre. */
const LINKING: Record<TaskGenre, { goal: string; words: string }> = {
  essay: {
    goal: 'Signal how each point follows from the last',
    words: '"In addition", "However" or "As a result"',
  },
  discussion: {
    goal: 'Show how each point leads to the next',
    words: '"For instance", "This is because" or "However"',
  },
  email: {
    goal: 'Connect the parts of the email',
    words: '"Also", "Because of this" or "However", whichever fits',
  },
  report: {
    goal: 'Guide the reader through the data',
    words: '"Similarly", "By contrast" or "Overall"',
  },
};

const PARAGRAPHS: Record<TaskGenre, string> = {
  essay: 'Split the text into an introduction, one paragraph per main point and a conclusion.',
  discussion:
    'Split the post into your opinion, the reason and example that support it, and a closing sentence.',
  email:
    'Set the email out in short paragraphs: the greeting, one paragraph for each thing you need to say, and the closing.',
  report:
    'Split the report into an introduction, an overview of the main trends and one paragraph for each group of details.',
};

const WIDER_RANGE: Record<TaskGenre, string> = {
  essay: 'add contrast ("however") and consequence ("as a result")',
  discussion: 'add contrast ("however") and consequence ("as a result")',
  email: 'add reason ("because") and contrast ("however")',
  report: 'add comparison ("while", "by contrast") and summary ("overall")',
};

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
  const genre = genreOf(context.task);
  const openers = devices.filter((use) => use.initial);
  // Greetings and sign-offs open no point; the first point needs no link to a last one.
  const unlinked = bodySentences(sentences)
    .slice(1)
    .find(({ sentence }) => !openers.some((use) => use.sentence === sentence));
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
          ? `${LINKING[genre].goal}, e.g. link ${quote(unlinked.text, 60)} to the sentence before with ${LINKING[genre].words}.`
          : null,
    },
    {
      key: 'paragraphing',
      area: 'organisation',
      score: aspectValue(Math.min(cohesion, paragraphCap(paragraphs, profile.wordCount))),
      explanation: `${plural(paragraphs, 'paragraph')} averaging ${round1(profile.wordCount / Math.max(1, paragraphs))} words.`,
      advice: paragraphCap(paragraphs, profile.wordCount) < 5 ? PARAGRAPHS[genre] : null,
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
          ? `Use a wider range of linking words${mostUsed ? `: ${quote(mostUsed[0])} is used ${plural(mostUsed[1], 'time')}` : ''}; ${WIDER_RANGE[genre]}.`
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
