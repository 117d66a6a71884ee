import { describe, expect, it } from 'vitest';
import { validSchemeForm } from '@/test/kits/schemes';
import { schemeFormSchema, schemePayloadSchema, SCHEME_LABELS, toSchemePayload, type SchemeForm } from './schemas';

const messageOf = (patch: Partial<SchemeForm>) => {
  const result = schemeFormSchema.safeParse({ ...validSchemeForm(), ...patch });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the scheme form (001 §5)', () => {
  it('accepts a complete form', () => {
    expect(messageOf({})).toBeNull();
  });

  it('names each empty required field', () => {
    const required = ['compName', 'compLinkName', 'compLinkPhone', 'caseName', 'casePrice', 'caseSolveProblem', 'caseAchieveResults', 'caseAdvantage',
      'caseApplicationPromotionProspect', 'caseSupportProjectManagerQualification', 'caseDeliveryCycles', 'caseAfterSaleService'] as const;
    for (const key of required) expect(messageOf({ [key]: '  ' }), key).toBe(`${SCHEME_LABELS[key]}不能为空`);
    expect(messageOf({ caseType: '' })).toBe('方案类型不能为空');
    expect(messageOf({ serviceCoverMarketArea: [] })).toBe('服务覆盖市场区域不能为空');
    expect(messageOf({ caseServiceCustomerType: [] })).toBe('服务客户类型不能为空');
    expect(messageOf({ caseUseTechnology: [] })).toBe('使用技术不能为空');
  });

  it('limits lengths as the spec does', () => {
    expect(messageOf({ compName: '云'.repeat(50) })).toBeNull();
    expect(messageOf({ compName: '云'.repeat(51) })).toBe('最多50个汉字长度');
    expect(messageOf({ compLinkName: '陈'.repeat(21) })).toBe('企业联系人最多20个字');
    expect(messageOf({ caseName: '案'.repeat(51) })).toBe('方案名称最多50个字');
    expect(messageOf({ caseAdvantage: '优'.repeat(1001) })).toBe('方案优势最多1000个字');
    expect(messageOf({ caseDemoLink: 'x'.repeat(1001) })).toBe('演示地址最多1000个字');
    expect(messageOf({ businessAddress: '址'.repeat(51) })).toBe('详细地址最多50个字');
  });

  it('checks amounts and shares with their formats', () => {
    expect(messageOf({ compRegisterCapital: '0.5' })).toBe('注册资本格式不正确');
    expect(messageOf({ compRegisterCapital: '12.34567' })).toBe('注册资本格式不正确');
    expect(messageOf({ outputScale: '123456789012' })).toBe('产值规模格式不正确');
    expect(messageOf({ casePrice: '12.345' })).toBe('方案价格格式不正确');
    expect(messageOf({ casePrice: '.5' })).toBe('方案价格格式不正确');
    expect(messageOf({ compDevelopPersonPercent: '100' })).toBe('研发人员占比格式不正确');
    expect(messageOf({ compRegisterCapital: '', outputScale: '', compPreSalePersonPercent: '' })).toBeNull();
  });
});

describe('the payload', () => {
  it('sends amounts x10000 and lists as JSON text, and reads back to the same form', () => {
    const form = { ...validSchemeForm(), compRegisterCapital: '12345678901.1234', casePrice: '268.5' };
    const payload = toSchemePayload(form, 'token');
    expect(payload.compRegisterCapital).toBe(123456789011234);
    expect(payload.casePrice).toBe(2685000);
    expect(payload.serviceCoverMarketArea).toBe('["500100","510100"]');
    const parsed = schemePayloadSchema.parse(payload);
    expect(parsed.form).toEqual(form);
    expect(parsed.pageToken).toBe('token');
  });

  it('applies the form rules to what the page sent', () => {
    const payload = toSchemePayload(validSchemeForm(), 't');
    const fails = (patch: Record<string, unknown>) => schemePayloadSchema.safeParse({ ...payload, ...patch }).error?.issues[0]?.message;
    expect(fails({ casePrice: 2685001 })).toBe('方案价格格式不正确');
    expect(fails({ compRegisterCapital: 1.5 })).toBe('金额格式不正确');
    expect(fails({ serviceCoverMarketArea: '[]' })).toBe('服务覆盖市场区域不能为空');
    expect(fails({ caseUseTechnology: 'not json' })).toBe('列表格式不正确');
    const picture = { fileOrigName: '荣誉.png', fileId: '7f1c2b7e-3c1d-4a55-9d0e-1b2c3d4e5f60', fileName: `${'a'.repeat(32)}.png`, fileUrl: `/files/${'a'.repeat(32)}.png` };
    expect(fails({ certificatesOfHonor: Array.from({ length: 10 }, () => picture) })).toBeUndefined();
    expect(fails({ certificatesOfHonor: Array.from({ length: 11 }, () => picture) })).toBe('图片不能超过10个');
  });
});
