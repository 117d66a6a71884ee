import { describe, expect, it } from 'vitest';
import { budgetOf, classifyMemo } from './classify';

describe('reading a quick-published memo', () => {
  it('files a software demand under its category with its budget', () => {
    expect(classifyMemo('我们需要开发一个社区团购小程序，预算3万元，希望两个月内上线，需要会员和积分功能')).toEqual({
      kind: 1,
      primaryClass: 'dev',
      secondClass: 'dev-mini',
      price: 30_000,
      techDirection: null,
    });
    expect(classifyMemo('公司官网改版，要求响应式，使用 Vue 开发，预算 8000 元左右')).toMatchObject({ kind: 1, secondClass: 'dev-web', price: 8000, techDirection: 'Vue' });
    expect(classifyMemo('政务系统需要做等保三级测评前的渗透测试，请有资质的公司联系')).toMatchObject({ kind: 1, primaryClass: 'test', secondClass: 'test-sec' });
  });

  it('files staffing needs as manpower outsourcing by job', () => {
    expect(classifyMemo('招聘2名Java开发工程师驻场重庆，周期三个月，按月结算')).toMatchObject({ kind: 2, primaryClass: 'job-dev', secondClass: 'job-java', techDirection: 'Java' });
    expect(classifyMemo('需要一位测试人员外派到客户现场支持上线验收工作，为期两周')).toMatchObject({ kind: 2, primaryClass: 'job-qa', secondClass: 'job-qa-func' });
  });

  it('leaves the category open when the memo names none', () => {
    expect(classifyMemo('想咨询一下数字化转型应该从哪里开始，有没有合适的建议？')).toMatchObject({ kind: 1, primaryClass: null, secondClass: null, price: null });
  });

  it('reads budgets in 万, 千 and 元, and ignores numbers that are not budgets', () => {
    expect(budgetOf('预算约1.5万')).toBe(15_000);
    expect(budgetOf('预算：5千')).toBe(5000);
    expect(budgetOf('预算 20000')).toBe(20_000);
    expect(budgetOf('需要3个页面，两周交付')).toBeNull();
  });
});
