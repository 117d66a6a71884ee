import { bidDetailRoute } from '@/app/_opportunities/bid-detail-route';

// A third-party purchase notice (the other bid cards) (001 §2 Card click targets).
const route = bidDetailRoute('/purchaseBidDetail.html', 'orderId');
export const generateMetadata = route.generateMetadata;
export default route.Page;
