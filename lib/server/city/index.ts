// The city feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { cityOfRequest, getCurrentCity } from './current';
export { findCity, listCities, type ResolvedCity } from './service';
