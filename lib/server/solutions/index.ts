// The solutions feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { cardColumns, cardSelect, toCard, type CardRow } from './cards';
export { listSolutions, solutionsMatching } from './list';
export { solutionListState } from './list-state';
export { publishScheme, withdrawScheme } from './publish-scheme';
