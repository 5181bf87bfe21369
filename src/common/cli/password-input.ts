import { Injectable } from '@nestjs/common';
import { InquirerService, Question, QuestionSet } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';

/** How an operator command may receive a password. */
export interface PasswordOptions {
  password?: string;
  passwordStdin?: boolean;
}

const PASSWORD_QUESTIONS = 'password';

/** The hidden prompt a command shows when it runs in a terminal and no password was given. */
@QuestionSet({ name: PASSWORD_QUESTIONS })
export class PasswordQuestions {
  @Question({ type: 'password', name: 'password', message: 'Password (hidden):', mask: '*' })
  parsePassword(value: string): string {
    return value;
  }
}

/**
 * A password for an operator command, without it having to sit in the shell history or in `ps`:
 * `--password-stdin` reads the first line of standard input (`printf '%s' "$PW" | … --password-stdin`),
 * a terminal gets a hidden prompt, and `--password <value>` still works for throwaway setups.
 */
@Injectable()
export class PasswordInput {
  constructor(private readonly inquirer: InquirerService) {}

  async read({ password, passwordStdin }: PasswordOptions): Promise<string> {
    if (password !== undefined && passwordStdin) {
      throw new CliInputError('Give --password or --password-stdin, not both');
    }
    if (password !== undefined) return password;
    if (passwordStdin) return readFirstLine(process.stdin);
    if (process.stdin.isTTY) {
      const answers = await this.inquirer.ask<{ password: string }>(PASSWORD_QUESTIONS, undefined);
      return answers.password;
    }
    throw new CliInputError(
      '--password-stdin is required (or --password, or run the command in a terminal to be asked)',
    );
  }
}

/** Standard input up to its first line break (the line break itself is not part of it). */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/, 1)[0];
  if (!line) throw new CliInputError('--password-stdin read an empty password');
  return line;
}
