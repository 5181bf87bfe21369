import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { toFieldIssues } from 'src/common/validation/validation-issues';

class Item {
  @IsString() question_id!: string;
}

class Body {
  @IsString() student_id!: string;
  @IsIn(['ES', 'IB']) exam_type!: string;
  @IsOptional() @IsString() teacher_id?: string;
  @ValidateNested({ each: true }) @Type(() => Item) @ArrayMinSize(1) evaluation_text!: Item[];
}

const issuesFor = async (plain: object) =>
  toFieldIssues(
    await validate(plainToInstance(Body, plain), {
      validationError: { target: true, value: true },
    }),
    'body',
  );

describe('toFieldIssues', () => {
  it('reports absent fields as pydantic "missing" with the parent object as input', async () => {
    const issues = await issuesFor({ exam_type: 'IB', evaluation_text: [{ question_id: 'q' }] });
    expect(issues).toEqual([
      {
        loc: ['body', 'student_id'],
        type: 'missing',
        msg: 'Field required',
        input: expect.any(Object),
      },
    ]);
  });

  it('locates nested array items with numeric indexes', async () => {
    const issues = await issuesFor({
      student_id: 's',
      exam_type: 'IB',
      evaluation_text: [{ question_id: 'q' }, {}],
    });
    expect(issues).toEqual([
      expect.objectContaining({
        loc: ['body', 'evaluation_text', 1, 'question_id'],
        type: 'missing',
      }),
    ]);
  });

  it('names the failed check and echoes the bad value', async () => {
    const issues = await issuesFor({ student_id: 5, exam_type: 'XX', evaluation_text: [] });
    expect(issues).toEqual([
      expect.objectContaining({ loc: ['body', 'student_id'], type: 'string_type', input: 5 }),
      expect.objectContaining({ loc: ['body', 'exam_type'], type: 'enum', input: 'XX' }),
      expect.objectContaining({ loc: ['body', 'evaluation_text'], type: 'too_short', input: [] }),
    ]);
  });

  it('names the type before any range when a number field gets a word', async () => {
    class Ranged {
      @IsInt() @Min(1) @Max(50) number_of_questions!: number;
      @Max(90) @Min(30) @IsInt() duration_minutes!: number;
      @IsNumber() @Min(0) score!: number;
    }
    const errors = await validate(
      plainToInstance(Ranged, { number_of_questions: 'ten', duration_minutes: '45', score: 'A' }),
      { validationError: { target: true, value: true } },
    );
    expect(toFieldIssues(errors, 'body')).toEqual([
      expect.objectContaining({
        loc: ['body', 'number_of_questions'],
        type: 'int_type',
        msg: 'number_of_questions must be an integer number',
      }),
      expect.objectContaining({
        loc: ['body', 'duration_minutes'],
        type: 'int_type',
        msg: 'duration_minutes must be an integer number',
      }),
      expect.objectContaining({
        loc: ['body', 'score'],
        type: 'float_type',
        msg: expect.stringContaining('score must be a number') as string,
      }),
    ]);
  });

  it('reports the range when the type is right', async () => {
    class Ranged {
      @IsInt() @Min(1) @Max(50) number_of_questions!: number;
    }
    const errors = await validate(plainToInstance(Ranged, { number_of_questions: 80 }), {
      validationError: { target: true, value: true },
    });
    expect(toFieldIssues(errors, 'body')).toEqual([
      expect.objectContaining({
        type: 'less_than_equal',
        msg: 'number_of_questions must not be greater than 50',
      }),
    ]);
  });
});
