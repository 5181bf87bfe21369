import 'reflect-metadata';
import { exitOnStartupError } from 'src/bootstrap/preflight';
import { start } from 'src/bootstrap/start';
import { appConfig } from 'src/config/app.config';

start(appConfig().role).catch(exitOnStartupError);
