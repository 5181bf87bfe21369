import type { TeachingFamily } from 'src/modules/teaching/services/teaching-steps.service';
import { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';

/** Worksheets as the shared teaching steps know them. */
export const WORKSHEETS: TeachingFamily<Worksheet> = { label: 'Worksheet', record: Worksheet };
