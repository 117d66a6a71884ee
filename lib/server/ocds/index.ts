import 'server-only';

// Open data in OCDS 1.1 (docs/open-data.md): the release feed, records, and the daily bulk files.
export { BIDS_CSV_FILE, readBulkManifest, RELEASES_FILE, writeBulkFiles, type BulkFile, type BulkManifest } from './bulk';
export { recordPackage, releasePage } from './packages';
