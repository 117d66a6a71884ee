import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { deleteSavedSearchCall, renameSavedSearchCall, saveSearchCall, setFeedTokenCall } from './contracts';
import type { SavedSearchList } from './types';

// The saved-search client calls (docs/features.md, Saved searches and feeds). Each rejects with the server's Chinese message.

/** 订阅此搜索: a visitor is sent to log in and comes back to the page (the request layer's jump). */
export const saveSearch = (list: SavedSearchList, query: string) => dataOf(request(saveSearchCall, { list, query }));
export const renameSavedSearch = (id: number, name: string) => dataOf(request(renameSavedSearchCall, { id, name }, { noJump: true }));
export const deleteSavedSearch = (id: number) => dataOf(request(deleteSavedSearchCall, { id }, { noJump: true }));
export const setFeedToken = (input: InputOf<typeof setFeedTokenCall>) => dataOf(request(setFeedTokenCall, input, { noJump: true }));

/** The user centre's section of saved searches. */
export const SAVED_SEARCHES_HREF = '/user-center.html?tab=searches';
