// The portal's own pages (000 §2 chrome links): what /about.html and /jfh-mp.html read.

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
