import { Module, type Provider } from '@nestjs/common';
import { BuiltinActionPlanner } from 'src/ai/builtin/action-plans/builtin-action-planner';
import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { BuiltinPaperReader } from 'src/ai/builtin/papers/builtin-paper-reader';
import { BuiltinClassroomAnalyser } from 'src/ai/builtin/classroom/builtin-classroom-analyser';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import { NoAudioTranscriber } from 'src/ai/builtin/classroom/no-audio-transcriber';
import { AUDIO_TRANSCRIBER, type AudioTranscriber } from 'src/ai/ports/audio-transcription.port';
import { CLASSROOM_ANALYSER, type ClassroomAnalyser } from 'src/ai/ports/classroom-analysis.port';
import { OpenAiAudioTranscriber } from 'src/ai/providers/openai/classroom/openai-audio-transcriber';
import { OpenAiClassroomAnalyser } from 'src/ai/providers/openai/classroom/openai-classroom-analyser';
import { type ClassTrackConfig, classTrackConfig } from 'src/config/class-track.config';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import { ACTION_PLANNER, type ActionPlanner } from 'src/ai/ports/action-planning.port';
import { ANSWER_GRADER, type AnswerGrader } from 'src/ai/ports/answer-grading.port';
import {
  TEACHING_CONTENT,
  type TeachingContentGenerator,
} from 'src/ai/ports/teaching-content.port';
import { PAPER_READING } from 'src/ai/ports/paper-reading.port';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { WRITING_ASSESSOR, type WritingAssessor } from 'src/ai/ports/writing-assessment.port';
import { OpenAiAnswerGrader } from 'src/ai/providers/openai/grading/openai-answer-grader';
import { OpenAiActionPlanner } from 'src/ai/providers/openai/action-plans/openai-action-planner';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { OpenAiTextReader } from 'src/ai/providers/openai/openai-text-reader';
import { OpenAiWritingAssessor } from 'src/ai/providers/openai/openai-writing-assessor';
import { OpenAiTeachingContent } from 'src/ai/providers/openai/teaching/openai-teaching-content';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { type AiConfig, aiConfig } from 'src/config/ai.config';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';

/** The OpenAI-compatible client, made only when `AI_PROVIDER=openai` (it needs its key then). */
const OPENAI_CHAT = Symbol('OPENAI_CHAT');

/** The curriculum (shipped and the operator's files), loaded and checked once at start. */
const CURRICULUM = Symbol('CURRICULUM');

interface Implementations<T> {
  builtin: (ocr: TesseractOcr, config: AiConfig, curriculum: Curriculum) => T | Promise<T>;
  openai: (chat: OpenAiChat, curriculum: Curriculum) => T;
}

/** Binds a capability's token to the implementation of the configured provider. */
function capability<T>(token: symbol, implementations: Implementations<T>): Provider {
  return {
    provide: token,
    inject: [aiConfig.KEY, TesseractOcr, OPENAI_CHAT, CURRICULUM],
    useFactory: (
      config: AiConfig,
      ocr: TesseractOcr,
      chat: OpenAiChat | null,
      curriculum: Curriculum,
    ) =>
      config.provider === 'openai' && chat
        ? implementations.openai(chat, curriculum)
        : implementations.builtin(ocr, config, curriculum),
  };
}

/**
 * Binds each AI port (`src/ai/ports/`) to the provider `AI_PROVIDER` names, builtin or
 * OpenAI-compatible; only worker modules import it, so API processes never load models.
 * Adding a capability: docs/ai-capabilities.md.
 */
@Module({
  providers: [
    TesseractOcr,
    {
      // A bad curriculum file stops the worker here, naming the file and the place in it.
      provide: CURRICULUM,
      inject: [aiConfig.KEY],
      useFactory: (config: AiConfig) => Curriculum.load(config.curriculumDir),
    },
    {
      provide: OPENAI_CHAT,
      inject: [aiConfig.KEY],
      useFactory: (config: AiConfig) =>
        config.provider === 'openai' ? new OpenAiChat(config) : null,
    },
    capability<WritingAssessor>(WRITING_ASSESSOR, {
      builtin: (_ocr, config) =>
        BuiltinWritingAssessor.create({ spellingVariants: config.spellingVariants }),
      openai: (chat) => new OpenAiWritingAssessor(chat),
    }),
    capability<TextReader>(TEXT_READER, {
      builtin: (ocr) => ocr,
      openai: (chat) => new OpenAiTextReader(chat),
    }),
    capability<TeachingContentGenerator>(TEACHING_CONTENT, {
      builtin: (_ocr, _config, curriculum) => BuiltinTeachingContent.create(curriculum, MATHS),
      openai: (chat, curriculum) => new OpenAiTeachingContent(chat, curriculum),
    }),
    capability<ActionPlanner>(ACTION_PLANNER, {
      builtin: (_ocr, _config, curriculum) => new BuiltinActionPlanner(curriculum),
      openai: (chat, curriculum) => new OpenAiActionPlanner(chat, curriculum),
    }),
    capability<AnswerGrader>(ANSWER_GRADER, {
      builtin: (_ocr, _config, curriculum) => BuiltinAnswerGrader.create({ curriculum }),
      openai: (chat, curriculum) => new OpenAiAnswerGrader(chat, curriculum),
    }),
    capability<ClassroomAnalyser>(CLASSROOM_ANALYSER, {
      builtin: () => new BuiltinClassroomAnalyser(BuiltinTalkMoveLabeller.create()),
      openai: (chat) => new OpenAiClassroomAnalyser(chat),
    }),
    // Reading a paper's text is the same whichever provider grades it.
    { provide: PAPER_READING, useClass: BuiltinPaperReader },
    {
      provide: AUDIO_TRANSCRIBER,
      inject: [aiConfig.KEY, classTrackConfig.KEY],
      useFactory: (config: AiConfig, classTrack: ClassTrackConfig): AudioTranscriber =>
        config.provider === 'openai'
          ? new OpenAiAudioTranscriber(config, classTrack.transcriptionModel)
          : new NoAudioTranscriber(),
    },
  ],
  exports: [
    WRITING_ASSESSOR,
    TEXT_READER,
    TEACHING_CONTENT,
    ANSWER_GRADER,
    ACTION_PLANNER,
    CLASSROOM_ANALYSER,
    AUDIO_TRANSCRIBER,
    PAPER_READING,
  ],
})
export class AiModule {}
