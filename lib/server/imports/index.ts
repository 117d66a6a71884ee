// The import pipeline's public face for other lib/server features and scripts (docs/imports.md).
import 'server-only';
export { fileChecksum } from './checksum';
export { UnreadableFile } from './readers';
export { importFile, ImportTakenOver, type ImportOptions, type ImportProgress, type FileImportResult } from './service';
