// Registration step 2 (002 §2), also where the header's "选择身份" leads: which kind of account to
// continue as. A purchasing unit goes on to activation (step 3, /activeInformation.html).

export function AccountTypeStep({ callback }: { callback: string }) {
  const options = [
    {
      href: '/activeInformation.html',
      title: '采购单位',
      text: '政府机关、事业单位、国有企业等采购方，激活后可发布采购需求、管理采购项目',
      action: '去激活',
    },
    {
      href: callback,
      title: '个人用户',
      text: '以个人身份查中标、找服务商、咨询专家，之后可随时在个人中心选择身份',
      action: '暂不选择，继续浏览',
    },
  ];
  return (
    <ul className="space-y-3">
      {options.map((o) => (
        <li key={o.title}>
          <a
            href={o.href}
            className="group block rounded-card border border-line px-4 py-3 hover:border-primary hover:bg-primary-soft/40 focus-visible:border-primary"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-[15px] font-medium text-ink">{o.title}</span>
              <span className="text-meta text-primary-active group-hover:underline">{o.action} ›</span>
            </span>
            <span className="mt-1 block text-meta text-ink-muted">{o.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
