import { Breadcrumb } from '@/components/ui/breadcrumb';

const CLAUSES: [string, string][] = [
  ['一、保密信息', '本协议所称保密信息，指供应商通过云采汇平台（以下简称“平台”）提交优选方案时提供的企业信息、方案说明、报价、客户案例、产品说明书、专利及获奖证书等全部资料，以及平台在审核过程中知悉的其他非公开信息。'],
  ['二、平台的义务', '平台仅将保密信息用于优选方案的审核、展示与商机匹配；未经供应商书面同意，不向任何第三方披露方案报价、客户名称及附件内容。平台内部仅限审核与运营人员按需接触保密信息，并对其承担同等保密责任。'],
  ['三、公开展示的范围', '方案审核通过后，平台仅展示方案名称、方案类型、服务区域、方案简介及供应商名称等供应商在提交时确认可公开的内容；附件资料不对外公开。'],
  ['四、保密期限', '本协议项下的保密义务自供应商提交方案之日起生效，保密期限为十五年；方案撤回或账号注销不影响保密义务的履行。'],
  ['五、例外情形', '下列信息不属于保密信息：提交前已为公众所知的信息；平台从合法渠道独立获得的信息；依据法律法规或司法、行政机关的要求必须披露的信息（平台将在法律允许的范围内事先通知供应商）。'],
  ['六、信息安全', '平台对上传文件按内容校验类型，存储于受控的数据库中并定期备份；未被方案引用的上传文件将在一天后自动删除。'],
  ['七、违约责任', '任何一方违反本协议给对方造成损失的，应依法承担赔偿责任。'],
  ['八、争议解决', '因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向平台运营方所在地有管辖权的人民法院提起诉讼。'],
];

/** /secrecyAgreeScheme.html: the confidentiality agreement the scheme form links to (001 §2). */
export function SecrecyAgreementView() {
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '提交优选方案', href: '/preferredScheme.html' }, { label: '方案提交保密协议' }]} />
      <article className="mx-auto mt-4 max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
        <h1 className="text-center text-[22px] font-semibold">方案提交保密协议</h1>
        <p className="mt-4 leading-7 text-ink-muted">
          为保护供应商的商业秘密，云采汇平台就供应商提交优选方案过程中提供的资料，作出如下保密承诺。供应商提交方案即视为已阅读并同意本协议。
        </p>
        {CLAUSES.map(([title, text]) => (
          <section key={title} className="mt-5">
            <h2 className="text-[16px] font-semibold">{title}</h2>
            <p className="mt-2 leading-7 text-ink-muted">{text}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
