import type { StepFamily } from 'src/modules/generation-steps/services/generation-steps.service';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';

/** Worksheets as the shared teaching steps know them. */
export const WORKSHEETS: StepFamily<Worksheet> = { label: 'Worksheet', record: Worksheet };
