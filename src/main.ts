import 'reflect-metadata';
import { exitOnStartupError } from 'src/bootstrap/preflight';
import { start } from 'src/bootstrap/start';

start().catch(exitOnStartupError);
