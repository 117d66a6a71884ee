import { bidDetailRoute } from '@/app/_opportunities/bid-detail-route';

// A notice of the platform's agency or direct purchase (bidSource 2 or 3) (001 §2 Card click targets).
const route = bidDetailRoute('/gov_purchase_detail.html', 'bidCode');
export const generateMetadata = route.generateMetadata;
export default route.Page;
