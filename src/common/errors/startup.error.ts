/** A start-up problem the operator can fix; printed as one line, without a stack trace. */
export class StartupError extends Error {}
