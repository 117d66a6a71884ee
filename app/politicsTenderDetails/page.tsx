import { bidDetailRoute } from '@/app/_opportunities/bid-detail-route';

// A purchase intention (bid card type 1) (001 §2 Card click targets).
const route = bidDetailRoute('/politicsTenderDetails.html', 'intentionCode');
export const generateMetadata = route.generateMetadata;
export default route.Page;
