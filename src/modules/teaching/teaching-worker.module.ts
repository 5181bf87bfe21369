import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { DocumentsWorkerModule } from 'src/modules/documents/documents-worker.module';
import { TeachingContextLoader } from 'src/modules/teaching/services/teaching-context.service';

/** Worker side: the teaching-content port and what a step reads (record, documents, earlier steps). */
@Module({
  imports: [AiModule, DocumentsWorkerModule],
  providers: [TeachingContextLoader],
  exports: [TeachingContextLoader, AiModule],
})
export class TeachingWorkerModule {}
