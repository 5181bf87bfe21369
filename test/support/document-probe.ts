import { Body, Controller, HttpCode, HttpStatus, Module, Post } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { DocumentsModule } from 'src/modules/documents/documents.module';
import { DocumentsWorkerModule } from 'src/modules/documents/documents-worker.module';
import { DocumentSourcesDto } from 'src/modules/documents/dto/document-sources.dto';
import {
  AcceptDocuments,
  UploadedDocuments,
} from 'src/modules/documents/http/accept-documents.decorator';
import {
  DocumentIntake,
  type DocumentRef,
  type UploadedDocument,
} from 'src/modules/documents/services/document-intake.service';
import type { Session } from 'test/support/session';

/**
 * A family that exists only in tests: one route that takes documents, under a `detail` family
 * path and a `code` family path, answering with what the intake stored.
 */
@Controller()
class DocumentProbeController {
  constructor(private readonly intake: DocumentIntake) {}

  @Post(['test/documents', 'evaluation-platform/test/documents'])
  @HttpCode(HttpStatus.CREATED)
  @AcceptDocuments({ routePrefix: '/test' })
  async accept(
    @UploadedDocuments() files: UploadedDocument[],
    @Body() body: DocumentSourcesDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ documents: DocumentRef[] }> {
    const documents = await this.intake.accept(
      { files, fileUrls: body.file_urls },
      { userId: user.userId, clientId: user.clientId },
    );
    return { documents };
  }
}

/** The probe route, and the worker side so tests can resolve `DocumentReader`. */
@Module({
  imports: [DocumentsModule, DocumentsWorkerModule],
  controllers: [DocumentProbeController],
})
export class DocumentProbeModule {}

/** The API user id of a session (documents are read by it). */
export async function userIdOf(app: INestApplicationContext, session: Session): Promise<string> {
  const [row] = await app
    .get(DataSource)
    .query<{ id: string }[]>('SELECT id FROM api_users WHERE username = ?', [session.username]);
  return row.id;
}
