import type {
  CurriculumSubject,
  CurriculumTopic,
} from 'src/ai/builtin/curriculum/curriculum-topic';
import type { PlanningInput, TeachingContext } from 'src/ai/ports/teaching-content.port';
import { loadCurriculum } from 'src/ai/builtin/curriculum/curriculum-loader';
import { CurriculumSearch, type TopicMatch } from 'src/ai/builtin/curriculum/curriculum-search';
import { gradeNumber, subjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';

/** What a lesson or worksheet asks for, as the curriculum reads it (names from reference data). */
export interface TopicRequest {
  subject: string;
  grade: string;
  /** The teacher's topic: free text, several topics joined by commas. */
  topic: string | null;
  /** Used when there is no topic: the topics the teacher confirmed in step 2. */
  alsoTopics?: readonly string[];
}

/** Subjects that teach some of the same chapters. */
const NEIGHBOURS: Partial<Record<CurriculumSubject, CurriculumSubject>> = {
  science: 'social_science',
  social_science: 'science',
};

/** How many topics one request may resolve to (one per comma-separated part, the best first). */
const MAX_TOPICS = 3;

/** Splits "Fractions, Decimals; ratio" into its parts. */
function parts(request: TopicRequest): string[] {
  const texts = request.topic?.trim() ? [request.topic] : [...(request.alsoTopics ?? [])];
  return texts
    .flatMap((text) => text.split(/[,;\n]/))
    .map((text) => text.trim())
    .filter((text) => text.length > 0 && text.length <= 200);
}

/**
 * The curriculum the builtin engine knows (shipped files and the operator's), and the search that
 * turns a teacher's topic into its entries. Built once per process.
 */
export class Curriculum {
  private readonly search: CurriculumSearch;

  constructor(readonly topics: readonly CurriculumTopic[]) {
    this.search = new CurriculumSearch(topics);
  }

  /** Loads and checks every file (throws a CurriculumFileError naming the bad file). */
  static load(operatorDir: string | null): Curriculum {
    return new Curriculum(loadCurriculum(operatorDir));
  }

  get(id: string): CurriculumTopic | undefined {
    return this.search.get(id);
  }

  /**
   * Ranked matches in the subject and grade; with none, the sister subject's (science and social
   * science share chapters).
   */
  matches(text: string, subject: string, grade: string): TopicMatch[] {
    const scope = subjectScope(subject);
    if (!scope) return [];
    const found = this.search.search({ text, scope, grade: gradeNumber(grade) });
    const neighbour = NEIGHBOURS[scope.subject];
    if (found.length > 0 || !neighbour) return found;
    return this.search.search({
      text,
      scope: { subject: neighbour, strand: null },
      grade: gradeNumber(grade),
    });
  }

  /**
   * The topics a request is about, best match per part of the teacher's topic; empty when not
   * covered.
   */
  resolve(request: TopicRequest): CurriculumTopic[] {
    const found = new Map<string, CurriculumTopic>();
    for (const text of parts(request)) {
      const best = this.matches(text, request.subject, request.grade)[0];
      if (best && !found.has(best.topic.id)) found.set(best.topic.id, best.topic);
    }
    return [...found.values()].slice(0, MAX_TOPICS);
  }

  /** The topics a teaching step's input names: the teacher's topic, else what step 1 listed. */
  topicsFor(input: TeachingContext & Partial<PlanningInput>): CurriculumTopic[] {
    return this.resolve({
      subject: input.subject,
      grade: input.grade,
      topic: input.topic,
      alsoTopics: input.subjectMatter?.topics_to_be_covered?.topic ?? [],
    });
  }
}
