import { SubscribeButton } from '@/components/opportunities/subscribe/subscribe-button';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import { priceText } from '@/lib/opportunities/card-text';
import { outsourcingBreadcrumb, type OutsourcingDetail } from '@/lib/opportunities/details';
import { DEMAND_HALL_PATH } from '@/lib/opportunities/list-params';
import { fieldWorkLabel } from '@/lib/opportunities/card-text';
import { nameOf, RECEIVE_REQUIREMENTS } from '@/lib/opportunities/options';
import { DetailFrame, SubscribeBox } from './detail-frame';

/** An outsourcing demand's page (/jfportal/all/detail/jf{orderNo}). */
export function OutsourcingDetailView({ demand, jfId }: { demand: OutsourcingDetail; jfId: number | null }) {
  const manpower = demand.channel === 2;
  const kind = manpower ? '人力外包' : '软件外包';
  return (
    <DetailFrame
      crumbs={outsourcingBreadcrumb(demand)}
      title={demand.orderName}
      recommend={demand.recommend}
      ended={demand.bidValidTimeOut}
      tags={
        <>
          <Tag tone="primary">{kind}</Tag>
          {demand.categoryName && <Tag tone="success">{demand.categoryName}</Tag>}
          <Tag tone="info">{fieldWorkLabel(demand.fieldWork)}</Tag>
        </>
      }
      amountLabel={manpower ? '月预算（每人）' : '项目预算'}
      amount={priceText(demand.price)}
      facts={[
        ['需求编号', demand.orderNo],
        ['需求类型', kind],
        [manpower ? '岗位类别' : '服务类别', [demand.primaryClassName, demand.secondClassName].filter(Boolean).join(' / ') || '其他'],
        ['所在城市', demand.cityName],
        ['技术方向', demand.techDirection ?? '不限'],
        ['驻场要求', fieldWorkLabel(demand.fieldWork)],
        ...(manpower
          ? ([
              ['需求人数', `${demand.personOrder ?? 1} 人`],
              ['驻场周期', demand.residentPeriodName ?? '面议'],
              ['结算周期', demand.settlementPeriodName ?? '面议'],
            ] as [string, string][])
          : []),
        ['接单要求', demand.receiveRequirement ? nameOf(RECEIVE_REQUIREMENTS, String(demand.receiveRequirement)) : '企业与个人均可'],
        ['发布时间', formatDate(demand.putTimeStr)],
        ['投标截止', demand.bidValidtime ? formatDate(demand.bidValidtime) : '长期有效'],
        ['会员优先', demand.vipTimeLimit ? `${formatDate(demand.vipTimeLimit)} 前会员优先投标` : '无'],
        ['已投标', `${demand.bookCount} 家`],
      ]}
      follow={{ orderId: demand.orderNo, followed: demand.demandAttStatus === 1, jfId }}
      bodyTitle="需求描述"
      body={demand.memo}
      listHref={manpower ? `${DEMAND_HALL_PATH}?tab=manpower` : DEMAND_HALL_PATH}
      aside={
        <SubscribeBox title={`订阅${kind}商机`} text="设置类别、城市与预算，匹配的新需求会推送到站内信，不错过任何机会。">
          <SubscribeButton channel={manpower ? 'manpower' : 'software'} />
        </SubscribeBox>
      }
    />
  );
}
