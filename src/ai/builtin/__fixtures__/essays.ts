import type {
  GrammarFinding,
  SpellingFinding,
  WritingTask,
} from 'src/ai/ports/writing-assessment.port';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';

export const TECHNOLOGY_QUESTION =
  'Some people believe that technology has made students lazier. Do you agree or disagree? ' +
  'Use specific reasons and examples to support your answer.';

/** A well organised answer to TECHNOLOGY_QUESTION (about 330 words, five paragraphs). */
export const STRONG_ESSAY = `Many people argue that technology has made students lazier, but I believe the opposite is true. Used wisely, modern tools encourage curiosity, collaboration and independent research.

First, technology gives students access to an extraordinary range of information. In the past, a learner who wanted to investigate a complicated topic depended on the limited collection of a local library. Today, the same student can compare scientific articles, watch lectures from renowned universities and evaluate competing interpretations within an afternoon. This abundance does not make students passive; on the contrary, it demands careful judgement about which sources are reliable.

Furthermore, digital platforms make collaboration far more productive. For example, my classmates and I recently prepared a presentation on renewable energy while living in different neighbourhoods. We shared documents, commented on each other's drafts and divided the research according to our strengths. Without these tools, coordinating such a project would have been exhausting, and several valuable ideas would probably have been lost.

However, I acknowledge that technology can be misused. Some students copy answers from websites or spend hours on entertainment instead of studying. Nevertheless, this problem reflects a lack of guidance rather than a flaw in the technology itself. When teachers design assignments that require analysis, reflection and original arguments, shortcuts become much less tempting, and students learn to use devices responsibly.

In conclusion, technology has not made students lazier. It has changed the way they learn, rewarding those who are organised, critical and creative. Schools should therefore teach students how to manage these powerful resources rather than blaming the tools for the habits of a few.`;

/** A weak answer to the same question: one paragraph, run-on sentences, misspellings. */
export const WEAK_ESSAY = `i think technology is make student lazy becuase they use phone all the time and they dont study. when they have homework they just look in google and copy it and they dont think about nothing and the teacher dont know. also they play games all the night and they are tired in the school and they sleep in the class and they not listen the teacher. my friend he play games every day and he have bad grades and his mother is angry with him becuase he dont study. technology is bad for student i think and school must to stop the phones and computers so the students can study more and be good student.`;

export const PHOTOSYNTHESIS_ESSAY = `Photosynthesis is the process by which green plants convert light energy into chemical energy. Chlorophyll in the leaves absorbs sunlight, and the plant combines carbon dioxide from the air with water from the soil. The products are glucose, which stores energy, and oxygen, which is released into the atmosphere. The process takes place in chloroplasts, small structures inside plant cells. Without it, almost every food chain on the planet would collapse.`;

export function essayTask(overrides: Partial<WritingTask> = {}): WritingTask {
  return {
    exam: 'TOEFL',
    questionType: 'TF-IB-B-01',
    kind: 'academic_discussion',
    minWords: 100,
    maxWords: null,
    minutes: 30,
    questionText: TECHNOLOGY_QUESTION,
    ...overrides,
  };
}

const MISSPELLINGS: Record<string, string> = { becuase: 'because', dont: "don't" };
const WRONG_FORMS: Record<string, string> = { 'is make': 'makes', 'he have': 'he has' };

/** A deterministic stand-in for the LanguageChecker: a few known slips, found by search. */
export const fakeChecker: LanguageCheck = {
  check(text: string) {
    const spelling: SpellingFinding[] = [];
    const grammar: GrammarFinding[] = [];
    for (const [word, suggestion] of Object.entries(MISSPELLINGS)) {
      for (const match of text.matchAll(new RegExp(`\\b${word}\\b`, 'g'))) {
        const recommendation = `Write "${suggestion}".`;
        spelling.push({
          word,
          suggestion,
          offset: match.index,
          length: word.length,
          recommendation,
        });
      }
    }
    for (const [wrong, replacement] of Object.entries(WRONG_FORMS)) {
      for (const match of text.matchAll(new RegExp(`\\b${wrong}\\b`, 'g'))) {
        grammar.push({
          text: wrong,
          mistakeType: 'VERB_FORM',
          replacement,
          offset: match.index,
          length: wrong.length,
          recommendation: `Write "${replacement}".`,
        });
      }
    }
    return Promise.resolve({ spelling, grammar });
  },
};
