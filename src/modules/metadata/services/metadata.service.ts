import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RequestValidationException } from 'src/common/errors/field-issue';
import type { NamedItemDto } from 'src/modules/metadata/dto/named-item.dto';
import { Board } from 'src/modules/metadata/entities/board.entity';
import { Grade } from 'src/modules/metadata/entities/grade.entity';
import { Subject } from 'src/modules/metadata/entities/subject.entity';
import {
  MetadataErrorCode,
  MetadataException,
} from 'src/modules/metadata/exceptions/metadata.exception';

const NAMED = { id: true, name: true } as const;

/** A board, grade and subject picked together, with their names. */
export interface Selection {
  board: NamedItemDto;
  grade: NamedItemDto;
  subject: NamedItemDto;
}

const notInList = (field: string, input: string, msg: string) =>
  new RequestValidationException([{ loc: ['body', field], type: 'value_error', msg, input }]);

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

  /**
   * The names of a board, one of its grades and one of that grade's subjects, as a lesson plan or
   * worksheet request picks them; 422 naming the field that does not fit.
   */
  async selection(ids: { board: string; grade: string; subject: string }): Promise<Selection> {
    const board = await this.boards.findOne({ select: NAMED, where: { id: ids.board } });
    if (!board)
      throw notInList('board', ids.board, 'Unknown board: list them with GET /metadata/v1/board');
    const grade = await this.grades.findOne({
      select: NAMED,
      where: { id: ids.grade, boardId: ids.board },
    });
    if (!grade) throw notInList('grade', ids.grade, 'Not a grade of this board');
    const subject = await this.subjects.findOne({
      select: NAMED,
      where: { id: ids.subject, gradeId: ids.grade },
    });
    if (!subject) throw notInList('subject', ids.subject, 'Not a subject of this grade');
    return { board, grade, subject };
  }

  private async requireBoard(boardId: string): Promise<void> {
    if (!(await this.boards.existsBy({ id: boardId }))) {
      throw new MetadataException(MetadataErrorCode.BOARD_NOT_FOUND, 'Board not found');
    }
  }
}
