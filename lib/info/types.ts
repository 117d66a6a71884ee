// The portal's own pages (issue 20): what /about.html and /jfh-mp.html read.

export interface PortalFigures {
  suppliers: number;
  bids: number;
  cases: number;
  cities: number;
}

/** A QR code of the app page: what it is for and the address it holds (an SVG data URL drawn on the server). */
export interface AppCode {
  key: string;
  title: string;
  caption: string;
  url: string;
  qr: string;
}
