import { copyFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { printJson } from 'src/common/cli/command-output';
import {
  CurriculumFileError,
  curriculumFiles,
  loadCurriculum,
  loadCurriculumFile,
} from 'src/ai/builtin/curriculum/curriculum-loader';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

interface CurriculumOptions {
  dir?: string;
}

/** Loads as a worker does at start; a bad file becomes the command's one-line error. */
function load(operatorDir: string | null): CurriculumTopic[] {
  try {
    return loadCurriculum(operatorDir);
  } catch (error) {
    if (error instanceof CurriculumFileError) throw new CliInputError(error.message);
    throw error;
  }
}

function bySubject(topics: readonly CurriculumTopic[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const topic of topics) counts[topic.subject] = (counts[topic.subject] ?? 0) + 1;
  return counts;
}

@Injectable()
abstract class CurriculumCommand extends CommandRunner {
  constructor(@Inject(aiConfig.KEY) protected readonly config: AiConfig) {
    super();
  }

  @Option({
    flags: '--dir <dir>',
    description: 'Operator curriculum directory (default: CURRICULUM_DIR)',
  })
  parseDir(value: string): string {
    return value;
  }

  protected operatorDir(options: CurriculumOptions): string | null {
    return options.dir ? resolve(options.dir) : this.config.curriculumDir;
  }
}

@Command({
  name: 'curriculum:check',
  description: 'Check the shipped curriculum and the operator directory as a worker does at start',
})
export class CurriculumCheckCommand extends CurriculumCommand {
  run(_args: string[], options: CurriculumOptions): Promise<void> {
    const dir = this.operatorDir(options);
    const topics = load(dir);
    printJson({
      operator_dir: dir,
      operator_files: dir ? curriculumFiles(dir).length : 0,
      topics: topics.length,
      by_subject: bySubject(topics),
    });
    return Promise.resolve();
  }
}

@Command({
  name: 'curriculum:import',
  arguments: '<file>',
  description: 'Check a curriculum file and copy it into the operator directory (CURRICULUM_DIR)',
})
export class CurriculumImportCommand extends CurriculumCommand {
  run([file]: string[], options: CurriculumOptions): Promise<void> {
    const dir = this.operatorDir(options);
    if (!dir) throw new CliInputError('Set CURRICULUM_DIR (or pass --dir) to import a file');
    const source = resolve(file);
    if (!existsSync(source)) throw new CliInputError(`${file} does not exist`);
    const target = join(dir, basename(source));
    if (existsSync(target)) throw new CliInputError(`${target} already exists; remove it first`);
    const known = new Set(load(dir).map((topic) => topic.id));
    let topics: CurriculumTopic[];
    try {
      topics = loadCurriculumFile(source, known);
    } catch (error) {
      if (error instanceof CurriculumFileError) throw new CliInputError(error.message);
      throw error;
    }
    copyFileSync(source, target);
    printJson({ imported: topics.map((topic) => topic.id), to: target });
    return Promise.resolve();
  }
}

export const CURRICULUM_COMMANDS = [CurriculumCheckCommand, CurriculumImportCommand];
