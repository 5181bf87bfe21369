import { subjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { contentKeys } from 'src/ai/builtin/grading/key-point';
import { answerKeys, MisconceptionCatalogue } from 'src/ai/builtin/grading/misconceptions';
import type {
  GradingQuestion,
  GradingRequest,
  StatedMisconception,
} from 'src/ai/ports/answer-grading.port';

/** A curriculum misconception offered to the model for a question, under an id of the sheet. */
export interface OfferedMisconception {
  /** `M1`, `M2`, …: the same misconception has the same id on every question of the sheet. */
  id: string;
  misconception: StatedMisconception;
}

/** How many misconceptions one question offers: the prompt stays short and on topic. */
export const OFFERED_PER_QUESTION = 6;
/** Words a misconception must share with the question (and its model answer) to be about it. */
const SHARED_WORDS = 2;

interface Entry {
  misconception: StatedMisconception;
  strand: string;
  /** Key and stem of each content word of the statement and of the correct idea. */
  words: { key: string; stem: string }[];
}

/**
 * The curriculum misconceptions of the paper's subject that each question is about, as grounding
 * for the model: the ones the answer's words nearly state (the builtin grader's catalogue), then
 * those sharing most words with the question, its model answer and scheme, within the strand a
 * subject like "Physics" names.
 */
export class GradingMisconceptions {
  private readonly catalogue: MisconceptionCatalogue;
  private readonly topics: readonly CurriculumTopic[];
  private readonly bySubject = new Map<string, Entry[]>();

  constructor(topics: readonly CurriculumTopic[]) {
    this.topics = topics;
    this.catalogue = new MisconceptionCatalogue(topics);
  }

  /** Per question id, what the model is offered (empty when the subject has no curriculum). */
  forSheet(request: GradingRequest): Map<string, OfferedMisconception[]> {
    const scope = request.subject ? subjectScope(request.subject) : null;
    const offered = new Map<string, OfferedMisconception[]>();
    if (!scope) return offered;
    const entries = this.entriesOf(scope.subject);
    const ids = new Map<string, string>();
    const idOf = (m: StatedMisconception) => {
      let id = ids.get(m.statement);
      if (!id) ids.set(m.statement, (id = `M${ids.size + 1}`));
      return id;
    };
    const answers = new Map(request.answers.map((a) => [a.questionId, a.text.trim()]));
    for (const question of request.questions) {
      const answer = answers.get(question.questionId) ?? '';
      if (!answer) continue;
      const chosen = this.choose(request.subject, scope.strand, entries, question, answer);
      offered.set(
        question.questionId,
        chosen.map((misconception) => ({ id: idOf(misconception), misconception })),
      );
    }
    return offered;
  }

  private choose(
    subject: string | null,
    strand: string | null,
    entries: readonly Entry[],
    question: GradingQuestion,
    answer: string,
  ): StatedMisconception[] {
    const questionKeys = contentKeys(question.questionText);
    const about = contentKeys(
      [
        question.questionText,
        question.modelAnswer,
        ...question.markingScheme.map((p) => p.text),
      ].join('\n'),
    );
    const said = answerKeys(readAnswerText(answer));
    const stated = this.catalogue
      .candidates(subject, said, questionKeys)
      .map((entry) => entry.misconception);
    const has = (keys: ReadonlySet<string>, w: { key: string; stem: string }) =>
      keys.has(w.key) || keys.has(w.stem);
    const ranked = entries
      .filter((entry) => !strand || entry.strand === strand)
      .map((entry) => ({
        entry,
        shared: entry.words.filter((w) => has(about, w)).length,
        inAnswer: entry.words.filter((w) => has(said, w)).length,
      }))
      .filter(({ shared }) => shared >= SHARED_WORDS)
      .sort((a, b) => b.shared + b.inAnswer - (a.shared + a.inAnswer) || b.shared - a.shared)
      .map(({ entry }) => entry.misconception);
    const chosen = new Map<string, StatedMisconception>();
    for (const m of [...stated, ...ranked]) {
      if (chosen.size >= OFFERED_PER_QUESTION) break;
      if (!chosen.has(m.statement)) chosen.set(m.statement, m);
    }
    return [...chosen.values()];
  }

  /** The subject's misconceptions with their words, read once per process. */
  private entriesOf(subject: string): Entry[] {
    let entries = this.bySubject.get(subject);
    if (!entries) {
      entries = this.topics
        .filter((topic) => topic.subject === subject)
        .flatMap((topic) =>
          topic.misconceptions.map(({ wrong, correct }) => ({
            misconception: { statement: wrong, correction: correct, topicId: topic.id },
            strand: topic.strand,
            words: distinctWords(`${wrong}\n${correct}`),
          })),
        );
      this.bySubject.set(subject, entries);
    }
    return entries;
  }
}

/** The distinct content words of a text, each as its key and stem. */
function distinctWords(text: string): { key: string; stem: string }[] {
  const seen = new Map<string, { key: string; stem: string }>();
  for (const { key, stem } of readAnswerText(text).content) {
    if (!seen.has(key)) seen.set(key, { key, stem });
  }
  return [...seen.values()];
}
