import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { WritingExam } from 'src/ai/ports/writing-assessment.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import {
  EvaluationErrorCode,
  EvaluationException,
  REPORT_NOT_FOUND,
} from 'src/modules/evaluations/exceptions/evaluation.exception';

/** Reads an evaluation of the caller's client; anything else is "not found". */
@Injectable()
export class EvaluationReports {
  constructor(@InjectRepository(Evaluation) private readonly evaluations: Repository<Evaluation>) {}

  async find(exam: WritingExam, id: string, user: AuthenticatedUser): Promise<Evaluation> {
    const evaluation = await this.evaluations.findOne({
      where: { id, exam, clientId: user.clientId },
    });
    if (!evaluation) throw new EvaluationException(EvaluationErrorCode.NOT_FOUND, REPORT_NOT_FOUND);
    return evaluation;
  }
}
