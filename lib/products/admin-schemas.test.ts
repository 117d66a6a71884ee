import { describe, expect, it } from 'vitest';
import { productFormOf, productFormSchema, productValues, type ProductForm } from './admin-schemas';

const form: ProductForm = {
  categoryId: 1,
  productName: '小程序开发',
  summary: '小程序定制开发',
  intro: '从设计到上线',
  deliveryDays: 20,
  packages: '基础版|12000|页面开发、接口联调\n旗舰版|面议|全部内容',
  faq: '多久交付？|约 20 天',
  keywords: '小程序、微信, 小程序',
  sort: 3,
};

describe('product form', () => {
  it('reads packages, questions and keywords from their lines; the lowest price is the store price', () => {
    const v = productValues(productFormSchema.parse(form));
    expect(v.packages).toEqual([
      { name: '基础版', price: 12000, unit: '起', features: ['页面开发', '接口联调'] },
      { name: '旗舰版', price: null, unit: '按需报价', features: ['全部内容'] },
    ]);
    expect(v.faq).toEqual([{ q: '多久交付？', a: '约 20 天' }]);
    expect(v.keywords).toEqual(['小程序', '微信']);
    expect(v.priceFrom).toBe(12000);
  });

  it('writes a stored product back as the same form', () => {
    const v = productValues(productFormSchema.parse(form));
    const again = productFormOf({ ...v, productName: v.name });
    expect(productValues(productFormSchema.parse(again))).toEqual(v);
  });

  it('refuses malformed lines with the message the editor reads', () => {
    const bad = productFormSchema.safeParse({ ...form, packages: '基础版|十二|内容', faq: '只有问题', keywords: '' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '套餐每行写作“名称|价格|内容、内容”，价格为元或“面议”',
      '常见问题每行写作“问题|回答”',
      '请输入匹配关键词',
    ]);
  });

  it('is priced on request when no package has a price', () => {
    expect(productValues(productFormSchema.parse({ ...form, packages: '定制|面议|按需' })).priceFrom).toBeNull();
  });
});
