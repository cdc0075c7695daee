import { BANK_STATEMENT_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { smartCategory } from './smart-category.service.ts';
import { importStatement, previewStatement } from './statement-import.service.ts';
import {
  claimStatementLine,
  matchStatementLine,
  statementCandidates,
  unmatchStatementLine,
} from './statement-match.service.ts';
import { searchStatementLines } from './statement-read.service.ts';

const API = BANK_STATEMENT_API;
const P = Permission.bankStatement;

/** Bank statements of the cash accounts: `BANK_STATEMENT_API` (staff only). */
export const bankStatementRoutes = [
  route({ contract: API.importPreview, permission: `${P}:import`, handler: previewStatement }),
  route({ contract: API.import, permission: `${P}:import`, handler: importStatement }),
  route({ contract: API.lines, permission: P, handler: searchStatementLines }),
  route({ contract: API.candidates, permission: `${P}:match`, handler: statementCandidates }),
  route({ contract: API.match, permission: `${P}:match`, handler: matchStatementLine }),
  route({ contract: API.unmatch, permission: `${P}:match`, handler: unmatchStatementLine }),
  route({ contract: API.claim, permission: `${P}:claim`, handler: claimStatementLine }),
  route({ contract: API.smartCategory, permission: `${P}:smartCategory`, handler: smartCategory }),
];
