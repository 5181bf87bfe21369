/** One send of an event (or a refusal to send it). */
export class DeliveryAttemptDto {
  /** The event's id, also its `webhook-id` header; redeliver with it. @example "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f" */
  delivery_id!: string;

  /** @example "toefl_evaluation" */
  event!: string;

  /** @example "5b0e7a9c-3d2f-4a1b-8c6d-7e8f9a0b1c2d" */
  job_id!: string | null;

  /** 1 for the first send, 2 for a retry or redelivery. @example 1 */
  attempt!: number;

  /** Null when no answer came. @example 200 */
  status_code!: number | null;

  /** @example 142 */
  duration_ms!: number;

  /** Why no answer came, or null. @example null */
  error!: string | null;

  /** The first kilobyte of the answer. @example "ok" */
  response_excerpt!: string | null;

  /** pending, dispatched, delivered or failed: the event's state now. @example "delivered" */
  delivery_status!: string;

  /** @example "2025-03-14T09:30:01.250Z" */
  created_at!: string;
}

export class RedeliveryDto {
  /** @example "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f" */
  delivery_id!: string;

  /** @example "pending" */
  delivery_status!: string;
}
