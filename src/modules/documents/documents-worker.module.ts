import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { DocumentChunk } from 'src/modules/documents/entities/document-chunk.entity';
import { Document } from 'src/modules/documents/entities/document.entity';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import { DocumentStore } from 'src/modules/documents/services/document-store.service';

/**
 * Worker side of documents: a family's processor injects `DocumentReader` and reads the ids its
 * job input holds. Imports AiModule for the TEXT_READER that reads scans and photos when an AI
 * provider does; the offline OCR runs inside the document sandbox.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Document, DocumentChunk]), AiModule],
  providers: [DocumentStore, DocumentSandbox, DocumentReader],
  exports: [DocumentReader],
})
export class DocumentsWorkerModule {}
