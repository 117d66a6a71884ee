// The suppliers feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { usableLogo } from './logo';
export { supplierCardColumns, supplierHitColumns, toSupplierCard } from './profile';
