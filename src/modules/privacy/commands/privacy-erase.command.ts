import { Command, Option } from 'nest-commander';
import { CliInputError } from 'src/common/cli/cli-input.error';
import { printJson, requireOption } from 'src/common/cli/command-output';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import {
  operator,
  PrivacyCommand,
  type PrivacyOptions,
} from 'src/modules/privacy/commands/client-command';
import { AuditTrail } from 'src/modules/privacy/services/audit-trail.service';
import { StudentErasureRunner } from 'src/modules/privacy/services/student-erasure-runner.service';

@Command({
  name: 'privacy:erase',
  description: 'Erase every row of one student of a client, in every family (audited)',
})
export class PrivacyEraseCommand extends PrivacyCommand {
  constructor(
    accounts: AccountsService,
    audit: AuditTrail,
    private readonly runner: StudentErasureRunner,
  ) {
    super(accounts, audit);
  }

  async run(_args: string[], options: PrivacyOptions): Promise<void> {
    const clientId = await this.clientOf(options);
    const studentId = requireOption(options.studentId, '--student-id');
    if (studentId.length > 100) throw new CliInputError('--student-id is at most 100 characters');
    printJson(await this.runner.eraseNow(clientId, studentId, operator()));
  }

  @Option({ flags: '--student-id <student_id>', description: "The client's id of the student" })
  parseStudentId(value: string): string {
    return value;
  }
}
