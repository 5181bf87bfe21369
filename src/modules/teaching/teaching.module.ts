import { Module } from '@nestjs/common';
import { DocumentsModule } from 'src/modules/documents/documents.module';
import { MetadataModule } from 'src/modules/metadata/metadata.module';
import { TeachingStart } from 'src/modules/teaching/services/teaching-start.service';
import { TeachingSteps } from 'src/modules/teaching/services/teaching-steps.service';

/**
 * API side of what worksheets and lesson plans share: starting and reading steps, the board /
 * grade / subject a request picks, and the teacher's documents.
 */
@Module({
  imports: [MetadataModule, DocumentsModule],
  providers: [TeachingSteps, TeachingStart],
  exports: [TeachingSteps, TeachingStart, MetadataModule, DocumentsModule],
})
export class TeachingModule {}
