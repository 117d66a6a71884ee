'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SubscriptionEditorProps } from './editor-body';

export type { SubscriptionEditorProps } from './editor-body';

// Loaded the first time it opens: the inbox page does not pay for the dialog up front.
const EditorBody = dynamic(() => import('./editor-body').then((m) => m.EditorBody));

/**
 * Opens the subscription dialog on a saved channel (001 §7 我的订阅管理): pre-filled when in use,
 * saved with the same rules as from the subscribe button. Controlled by `open`.
 */
export function SubscriptionEditor(props: SubscriptionEditorProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <EditorBody {...props} /> : null;
}
