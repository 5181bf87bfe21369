import request from 'supertest';
import type { App } from 'supertest/types';
import { waitFor } from 'test/support/wait-for';

/**
 * What the two public client apps do against the worksheet and lesson-plan routes
 * (../shared/clients/), step for step: the encodings they send and the JSON paths they read.
 */

export interface Selection {
  board: string;
  grade: string;
  subject: string;
}

/** The first board, its first grade and that grade's first subject, as the apps list them. */
export async function pickSelection(http: App, auth: Record<string, string>): Promise<Selection> {
  const get = async (path: string) =>
    (await request(http).get(path).set(auth).expect(200)).body as { id: string }[];
  const [board] = await get('/metadata/v1/board');
  const [grade] = await get(`/metadata/v1/board/${board.id}/grades`);
  const [subject] = await get(`/metadata/v1/board/${board.id}/grades/${grade.id}/subjects`);
  return { board: board.id, grade: grade.id, subject: subject.id };
}

/** A board, grade and subject picked by their names, as a teacher picks them in the apps. */
export async function selectNamed(
  http: App,
  auth: Record<string, string>,
  names: { board: string; grade: string; subject: string },
): Promise<Selection> {
  const find = async (path: string, name: string) => {
    const items = (await request(http).get(path).set(auth).expect(200)).body as {
      id: string;
      name: string;
    }[];
    const item = items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`No ${name} in ${path}`);
    return item.id;
  };
  const board = await find('/metadata/v1/board', names.board);
  const grade = await find(`/metadata/v1/board/${board}/grades`, names.grade);
  const subject = await find(`/metadata/v1/board/${board}/grades/${grade}/subjects`, names.subject);
  return { board, grade, subject };
}

export interface StepRead {
  status: number;
  body: { data: Record<string, unknown> & { status: string } };
  /** The statuses polling went through, e.g. `404`, `In Progress`, `Completed`. */
  seen: string[];
}

/**
 * Polls a step read as the apps do: through 404 (`step not found`) and `In Progress` (and, for
 * the explanations read, through 400 as the web app does) until `Completed` or `Failed`.
 */
export async function pollStep(
  http: App,
  auth: Record<string, string>,
  path: string,
  options: { through400?: boolean } = {},
): Promise<StepRead> {
  const seen: string[] = [];
  const response = await waitFor(
    async () => {
      const read = await request(http).get(path).set(auth);
      if (read.status === 404) {
        expect(read.body).toEqual({ detail: [{ msg: 'step not found' }] });
        if (seen.at(-1) !== '404') seen.push('404');
        return undefined;
      }
      if (read.status === 400 && !options.through400) return read;
      if (read.status !== 200) return options.through400 ? undefined : read;
      const status = (read.body as StepRead['body']).data.status;
      if (seen.at(-1) !== status) seen.push(status);
      return status === 'Completed' || status === 'Failed' ? read : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 100, what: `${path} to finish` },
  );
  return { status: response.status, body: response.body as StepRead['body'], seen };
}

/** The web app's defaults (WorksheetGenerator.jsx l.65-81). */
export const WEB_APP_DISTRIBUTION = {
  mcq_single_answer: 2,
  mcq_multiple_answer: 3,
  true_false: 1,
  fill_in_the_blanks: 0,
  very_short_answer: 1,
  short_answer: 1,
  long_answer: 2,
  match_the_column: 0,
};

/** `POST /worksheet/v1/metadata` as multipart, the way both apps build their FormData. */
export function startWorksheetMultipart(
  http: App,
  auth: Record<string, string>,
  fields: Record<string, string>,
  documents: { name: string; content: Buffer }[] = [],
) {
  let call = request(http).post('/worksheet/v1/metadata').set(auth);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const document of documents) {
    call = call.attach('documents', document.content, document.name);
  }
  return call;
}
