/** One invalid input, in the vocabulary of pydantic (the service this API mirrors is FastAPI). */
export interface FieldIssue {
  /** Where the value came from, then the path inside it: `['body', 'evaluation_text', 0, 'question_id']`. */
  loc: (string | number)[];
  /** Machine-readable kind: `missing`, `string_type`, `enum`, `value_error`, … */
  type: string;
  msg: string;
  input: unknown;
}

export type InputSource = 'body' | 'query' | 'path' | 'header';

/** A request whose input failed validation; rendered as 422/400 depending on the family. */
export class RequestValidationException extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; '));
    this.name = 'RequestValidationException';
  }
}

/** Issues as pydantic renders them in a 422 `detail` array. */
export const pydanticDetail = (issues: FieldIssue[]) =>
  issues.map(({ type, loc, msg, input }) => ({ type, loc, msg, input }));
