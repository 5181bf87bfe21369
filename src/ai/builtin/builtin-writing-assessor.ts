import type {
  WritingAssessment,
  WritingAssessmentRequest,
  WritingAssessor,
} from 'src/ai/ports/writing-assessment.port';
import { Lexicon } from 'src/ai/builtin/features/lexicon';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import type { SpellingVariants } from 'src/ai/builtin/language/spelling/spelling-variants';
import { promptRelevance } from 'src/ai/builtin/features/prompt-relevance';
import { countWords } from 'src/ai/builtin/features/text-profile';
import { buildContext, taskIssues } from 'src/ai/builtin/report/assessment-context';
import { customCriteria } from 'src/ai/builtin/report/custom-criteria';
import { emptyAssessment, MIN_ASSESSABLE_WORDS } from 'src/ai/builtin/report/empty-assessment';
import { aspectWeights, holisticCriteria } from 'src/ai/builtin/report/holistic-criteria';
import { languageAspects, mistakeSummary } from 'src/ai/builtin/report/language-aspects';
import { organisationAspects } from 'src/ai/builtin/report/organisation-aspects';
import { improvementFor, reasonFor } from 'src/ai/builtin/report/summary';
import { taskAspects } from 'src/ai/builtin/report/task-aspects';
import { TraitModel } from 'src/ai/builtin/scoring/trait-model';
import type { TraitScores } from 'src/ai/builtin/scoring/traits';
import modelWeights from 'src/ai/builtin/scoring/writing-model.weights.json';
import { WritingAnalyser, type LanguageCheck } from 'src/ai/builtin/writing-analyser';

/** Loaded once per process and shared by every assessment. */
export interface BuiltinEngineResources {
  lexicon: Lexicon;
  model: TraitModel;
}

/**
 * The offline writing assessor: measures the answer, predicts the ELLIPSE traits with a ridge model fitted
 * on human scores, and maps them onto the exam's criteria with evidence quoted from the answer.
 */
export class BuiltinWritingAssessor implements WritingAssessor {
  readonly provider = 'builtin';
  private readonly analyser: WritingAnalyser;

  constructor(
    private readonly languageChecker: LanguageCheck,
    private readonly resources: BuiltinEngineResources,
  ) {
    this.analyser = new WritingAnalyser(languageChecker, resources.lexicon);
  }

  /**
   * Loads the lexicon and the fitted model; builds the language checker (accepting
   * `spellingVariants`, British and American by default) unless one is given.
   */
  static async create(
    deps: { languageChecker?: LanguageCheck; spellingVariants?: SpellingVariants } = {},
  ): Promise<BuiltinWritingAssessor> {
    const [languageChecker, lexicon] = await Promise.all([
      deps.languageChecker ?? LanguageChecker.create(deps.spellingVariants),
      Lexicon.load(),
    ]);
    return new BuiltinWritingAssessor(languageChecker, {
      lexicon,
      model: new TraitModel(modelWeights),
    });
  }

  assessWriting(request: WritingAssessmentRequest): Promise<WritingAssessment> {
    return this.assessWithTraits(request).then(({ assessment }) => assessment);
  }

  /** The assessment and the trait predictions behind it (null for unassessable answers). */
  async assessWithTraits({
    task,
    answerText,
    customCriteria: specs,
  }: WritingAssessmentRequest): Promise<{
    assessment: WritingAssessment;
    traits: TraitScores | null;
  }> {
    const wordCount = countWords(answerText);
    if (wordCount < MIN_ASSESSABLE_WORDS) {
      const findings =
        wordCount > 0
          ? await this.languageChecker.check(answerText)
          : { spelling: [], grammar: [] };
      return { assessment: emptyAssessment(task, wordCount, findings, specs), traits: null };
    }
    const analysis = await this.analyser.analyse(answerText);
    const traits = this.resources.model.predict(analysis);
    const relevance = promptRelevance(analysis.profile, task.questionText);
    const context = buildContext(task, analysis, traits, relevance);
    const aspects = [
      ...taskAspects(context),
      ...organisationAspects(context),
      ...languageAspects(context),
    ];
    const issues = taskIssues(context);
    const { score, criteria } = holisticCriteria(context, aspects);
    const weights = aspectWeights(context);
    const scoreText = task.exam === 'IELTS' ? `Band ${score} of 9` : `Score ${score} of 5`;
    const assessment: WritingAssessment = {
      wordCount,
      score,
      criteria,
      customCriteria: customCriteria(context, aspects, specs),
      spelling: analysis.findings.spelling,
      grammar: analysis.findings.grammar,
      taskIssues: issues,
      reason: reasonFor(scoreText, aspects, issues, weights, mistakeSummary(analysis.findings)),
      scopeOfImprovement: improvementFor(aspects, weights),
    };
    return { assessment, traits };
  }
}
