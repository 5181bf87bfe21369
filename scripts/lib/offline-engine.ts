import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';
import type { WritingTask } from 'src/ai/ports/writing-assessment.port';

/** The builtin writing assessor as the worker builds it, for scripts and benchmarks. */
export function createScriptEngine(
  languageChecker?: LanguageCheck,
): Promise<BuiltinWritingAssessor> {
  return BuiltinWritingAssessor.create({ languageChecker });
}

/** ELLIPSE essays answer an independent-writing prompt known only by its title. */
export function essayTask(prompt: string): WritingTask {
  return {
    exam: 'GENERIC',
    questionType: 'ELLIPSE',
    kind: 'essay',
    minWords: 0,
    maxWords: null,
    minutes: null,
    questionText: prompt,
  };
}
