import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboundModule } from 'src/common/outbound/outbound.module';
import { DocumentChunk } from 'src/modules/documents/entities/document-chunk.entity';
import { Document } from 'src/modules/documents/entities/document.entity';
import { DocumentDownloader } from 'src/modules/documents/services/document-downloader.service';
import { DocumentIntake } from 'src/modules/documents/services/document-intake.service';
import { DocumentStore } from 'src/modules/documents/services/document-store.service';

/**
 * API side of documents: a family imports it, marks its route `@AcceptDocuments()`, and passes
 * the files and `file_urls` to `DocumentIntake.accept`; the ids go into its job's input.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Document, DocumentChunk]), OutboundModule],
  providers: [DocumentStore, DocumentDownloader, DocumentIntake],
  exports: [DocumentIntake],
})
export class DocumentsModule {}
