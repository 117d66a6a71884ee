// List exports' public face (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { EXPORT_LIMIT_MSG, startExport, type ExportFile } from './service';
