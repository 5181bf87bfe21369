import { ApiProperty } from '@nestjs/swagger';

export class StartedStepItemDto {
  /** The worksheet or lesson plan id: every step's read and webhook use it. */
  @ApiProperty({ example: '0b7c1a54-2f3e-4e0a-9d8e-5b1f3c2a7d61' })
  id!: string;

  @ApiProperty({ example: 'Worksheet metadata generation started' })
  msg!: string;
}

/** A start answers `{detail: [{id, msg}]}`; apps read `detail[0].id` (docs/api-contract.md §5). */
export class StartedStepDto {
  @ApiProperty({ type: [StartedStepItemDto] })
  detail!: StartedStepItemDto[];
}

export const startedStep = (id: string, msg: string): StartedStepDto => ({ detail: [{ id, msg }] });
