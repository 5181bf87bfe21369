import { Module } from '@nestjs/common';
import { DocumentsModule } from 'src/modules/documents/documents.module';
import { MetadataModule } from 'src/modules/metadata/metadata.module';
import { GenerationStart } from 'src/modules/generation-steps/services/generation-start.service';
import { GenerationSteps } from 'src/modules/generation-steps/services/generation-steps.service';

/**
 * API side of what worksheets and lesson plans share: starting and reading steps, the board /
 * grade / subject a request picks, and the teacher's documents.
 */
@Module({
  imports: [MetadataModule, DocumentsModule],
  providers: [GenerationSteps, GenerationStart],
  exports: [GenerationSteps, GenerationStart, MetadataModule, DocumentsModule],
})
export class GenerationStepsModule {}
