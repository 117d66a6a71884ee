import 'server-only';
import tailwind from '@/tailwind.config';

// The charts' colours are the portal's theme tokens (shared/design/ui.md), read from the one place they
// are written, so a change of the palette reaches the charts too.
const colors = tailwind.theme!.extend!.colors as Record<string, Record<string, string>>;

/** Series in order: the primary blue, then the price red, the success green and the info grey. */
export const CHART_COLORS = [colors.primary!.DEFAULT!, colors.price!.DEFAULT!, colors.success!.DEFAULT!, colors.info!.DEFAULT!];

export const CHART_INK = {
  text: colors.ink!.DEFAULT!,
  muted: colors.ink!.muted!,
  line: colors.line!.DEFAULT!,
  lineStrong: colors.line!.strong!,
};

/** The portal's Chinese font stack, as the SVG's text names it. */
export const CHART_FONT = (tailwind.theme!.extend!.fontFamily as Record<string, string[]>).sans!.join(', ').replaceAll('"', "'");
