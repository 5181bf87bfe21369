import 'reflect-metadata';
import { loadEnvFile } from 'src/bootstrap/env-file';
import { exitOnStartupError } from 'src/bootstrap/preflight';
import { start } from 'src/bootstrap/start';

loadEnvFile();
start('worker').catch(exitOnStartupError);
