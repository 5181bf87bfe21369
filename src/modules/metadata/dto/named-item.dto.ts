/** A board, grade or subject as clients list them. */
export class NamedItemDto {
  /** @example "6f1c2f0e-3c1b-4a57-9a53-2f1c7a8e4d10" */
  id!: string;

  /** @example "CBSE" */
  name!: string;
}
