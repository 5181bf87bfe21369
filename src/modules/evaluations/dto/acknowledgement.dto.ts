export const SUBMITTED_MESSAGE = 'Evaluation request submitted successfully';

export class EvaluationIdDto {
  /** @example "3f1e0c55-8d36-4d0c-9b53-0d5c2d1c6e21" */
  evaluation_id!: string;
}

export class ToeflAcknowledgementDto {
  /** @example "200" */
  status_code!: '200';
  /** @example "Processing" */
  status!: 'Processing';
  /** @example "Evaluation request submitted successfully" */
  message!: string;
  data!: EvaluationIdDto[];
}

export class IeltsAcknowledgementDto {
  /** @example "Processing" */
  status!: 'Processing';
  /** @example "Evaluation request submitted successfully" */
  message!: string;
  data!: EvaluationIdDto[];
}

export class GenericAcknowledgementDataDto {
  /** @example "3f1e0c55-8d36-4d0c-9b53-0d5c2d1c6e21" */
  evaluation_id!: string;
  /** @example "pending" */
  evaluation_status!: string;
}

export class GenericAcknowledgementDto {
  /** @example "Processing" */
  status!: 'Processing';
  /** @example "Evaluation request submitted successfully" */
  message!: string;
  data!: GenericAcknowledgementDataDto;
}
