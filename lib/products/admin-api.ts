import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { deleteProductCall, saveCategoryCall, saveProductCall, setProductHiddenCall } from './admin-contracts';

// The console's client calls on the catalogue; a refusal rejects with the server's Chinese message.

export const saveProduct = (input: InputOf<typeof saveProductCall>) => dataOf(request(saveProductCall, input, { noJump: true }));
export const setProductHidden = (input: InputOf<typeof setProductHiddenCall>) => dataOf(request(setProductHiddenCall, input, { noJump: true }));
export const deleteProduct = (input: InputOf<typeof deleteProductCall>) => dataOf(request(deleteProductCall, input, { noJump: true }));
export const saveCategory = (input: InputOf<typeof saveCategoryCall>) => dataOf(request(saveCategoryCall, input, { noJump: true }));
