import { AuditListCommand } from 'src/modules/privacy/commands/audit.commands';
import { PrivacyEraseCommand } from 'src/modules/privacy/commands/privacy-erase.command';
import {
  RetentionClearCommand,
  RetentionPurgeCommand,
  RetentionSetCommand,
  RetentionShowCommand,
} from 'src/modules/privacy/commands/retention.commands';

export const PRIVACY_COMMANDS = [
  PrivacyEraseCommand,
  RetentionShowCommand,
  RetentionSetCommand,
  RetentionClearCommand,
  RetentionPurgeCommand,
  AuditListCommand,
];
