// The floating buttons of every page (the chrome's consult widget, or the merchant side bar on product,
// solution and supplier pages) at three widths. Phones: a dock along the bottom edge with labelled
// buttons, the page keeping room for it at its end (DOCK_ROOM), so the dock never sits on the right-
// aligned amounts and buttons of the cards as a column of round buttons did. Tablets: small round
// buttons at the bottom right, at 1280 px small enough (36 px, 4 px from the edge) to stay in the
// 40 px margin beside the 1200 px column. Screens with a margin beside the 1200 px column (`wide`): a column of
// labelled tiles centred on the right edge.

// The long class lists of the dock and of a tile's shape are the utilities `dock` and `dock-tile` of
// app/globals.css: every page carries these buttons, so each page's HTML names them in a word.
export const DOCK = 'dock';

/** Room at the page's end for the phone dock (3.5rem tall), so the footer's last line stays readable. */
export const DOCK_ROOM = 'max-md:pb-[calc(3.5rem+env(safe-area-inset-bottom))]';

/** A cell of the dock on phones, a round button on tablets, a labelled tile on wide screens. */
const TILE_SHAPE = 'dock-tile';
export const DOCK_TILE = `${TILE_SHAPE} border-line bg-white text-ink-muted hover:text-primary-active`;
/** The first action: blue on the phone dock's white, a blue button once the buttons float apart. */
export const DOCK_TILE_PRIMARY = `${TILE_SHAPE} bg-white text-primary-active md:border-primary-active md:bg-primary-active md:text-white md:hover:bg-primary`;

/** A dock cell's wrapper (a tile with its hover panel): shares the phone dock's width evenly. */
export const DOCK_CELL = 'group relative min-w-0 flex-1 md:flex-none';

/** Back to top: tablets and wide screens only (a phone's dock keeps its few cells for contact). */
export const DOCK_TOP = `${DOCK_TILE} max-md:hidden`;

/** A tile's label: under the icon on phones and wide screens; tablets' round buttons show the icon only. */
export const DOCK_LABEL = 'md:hidden wide:block';

/**
 * While the page scrolls: the phone dock slides below the screen's edge and the tablet buttons off its
 * right edge, so neither sits on what the reader scrolls to (docs/features.md, On a phone); wide screens keep them beside
 * the column, where they cover nothing.
 */
export const FOLDED_WHILE_SCROLLING =
  'max-wide:pointer-events-none max-md:translate-y-full md:max-wide:translate-x-[calc(100%+1rem)] md:max-wide:opacity-0';
