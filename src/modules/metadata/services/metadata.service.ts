import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NamedItemDto } from 'src/modules/metadata/dto/named-item.dto';
import { Board } from 'src/modules/metadata/entities/board.entity';
import { Grade } from 'src/modules/metadata/entities/grade.entity';
import { Subject } from 'src/modules/metadata/entities/subject.entity';
import {
  MetadataErrorCode,
  MetadataException,
} from 'src/modules/metadata/exceptions/metadata.exception';

const NAMED = { id: true, name: true } as const;

/** Education boards, their grades and each grade's subjects (seeded reference data). */
@Injectable()
export class MetadataService {
  constructor(
    @InjectRepository(Board) private readonly boards: Repository<Board>,
    @InjectRepository(Grade) private readonly grades: Repository<Grade>,
    @InjectRepository(Subject) private readonly subjects: Repository<Subject>,
  ) {}

  listBoards(): Promise<NamedItemDto[]> {
    return this.boards.find({ select: NAMED, order: { position: 'ASC' } });
  }

  async listGrades(boardId: string): Promise<NamedItemDto[]> {
    await this.requireBoard(boardId);
    return this.grades.find({ select: NAMED, where: { boardId }, order: { position: 'ASC' } });
  }

  async listSubjects(boardId: string, gradeId: string): Promise<NamedItemDto[]> {
    await this.requireBoard(boardId);
    if (!(await this.grades.existsBy({ id: gradeId, boardId }))) {
      throw new MetadataException(MetadataErrorCode.GRADE_NOT_FOUND, 'Grade not found');
    }
    return this.subjects.find({ select: NAMED, where: { gradeId }, order: { position: 'ASC' } });
  }

  private async requireBoard(boardId: string): Promise<void> {
    if (!(await this.boards.existsBy({ id: boardId }))) {
      throw new MetadataException(MetadataErrorCode.BOARD_NOT_FOUND, 'Board not found');
    }
  }
}
