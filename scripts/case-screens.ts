// Writes the enterprise cases' screenshots (seed/case-screens.ts) to public/images/case/. Run after
// changing a drawing: `npx tsx scripts/case-screens.ts`; seed/case-screens.test.ts fails while a
// committed picture differs from its drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_CASE_SCREENS, CASE_SCREEN_DIR, caseScreenPath, drawCaseScreen } from '@/seed/case-screens';

const publicDir = path.join(import.meta.dirname, '..', 'public');
await mkdir(path.join(publicDir, CASE_SCREEN_DIR), { recursive: true });
for (const screen of ALL_CASE_SCREENS) await writeFile(path.join(publicDir, caseScreenPath(screen)), `${drawCaseScreen(screen)}\n`);
console.log(`${ALL_CASE_SCREENS.length} screenshots written to public${CASE_SCREEN_DIR}/`);
