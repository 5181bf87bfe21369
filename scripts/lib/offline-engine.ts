import type { WritingTask } from 'src/ai/ai-engine.port';
import { BuiltinAiEngine } from 'src/ai/builtin/builtin-ai-engine';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';

/** Scripts only assess text; reading an image there is a mistake worth failing loudly. */
export function createScriptEngine(languageChecker?: LanguageCheck): Promise<BuiltinAiEngine> {
  return BuiltinAiEngine.create({
    recognizer: {
      recognize: () => Promise.reject(new Error('scripts do not read images')),
    },
    languageChecker,
  });
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
