import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { DocumentsWorkerModule } from 'src/modules/documents/documents-worker.module';
import { StepContextLoader } from 'src/modules/generation-steps/services/step-context.service';

/** Worker side: the content port and what a step reads (record, documents, earlier steps). */
@Module({
  imports: [AiModule, DocumentsWorkerModule],
  providers: [StepContextLoader],
  exports: [StepContextLoader, AiModule],
})
export class GenerationStepsWorkerModule {}
