'use client';

// A product's hide/show switch and its deletion (docs/features.md, Operator console: products).
import { deleteProduct, setProductHidden } from '@/lib/products/admin-api';
import { RecordControls } from './record-controls';

interface Props {
  id: number;
  name: string;
  hidden: boolean;
}

export function ProductControls({ id, name, hidden }: Props) {
  return (
    <RecordControls
      title="显示与删除"
      testId="product-controls"
      stateTestId="product-state"
      state={hidden ? '已隐藏：导航与商城不再列出，详情页不可访问。' : '显示中：导航、商城与详情页可见。'}
      switchLabel={hidden ? '显示产品' : '隐藏产品'}
      onSwitch={() => setProductHidden({ id, hidden: !hidden })}
      deleteLabel="删除产品"
      confirmDelete={`确定删除产品“${name}”？删除后不可恢复。`}
      onDelete={() => deleteProduct({ id })}
      listHref="/admin/products"
    />
  );
}
