// Charts drawn on the server as SVG (docs/decisions/0011-charts-rendered-on-the-server.md), for every
// page that shows figures: the console's dashboard, and later the market analytics.
import 'server-only';
export { barChart, columnChart, lineChart } from './render';
