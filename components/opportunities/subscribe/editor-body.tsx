'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/query/query-provider';
import { fetchSessionUser } from '@/lib/opportunities/api';
import type { Channel } from '@/lib/opportunities/schemas';
import { bidSourceOf, kindOf } from '@/lib/opportunities/selection';
import { SubscriptionDialog } from './subscription-dialog';

export interface SubscriptionEditorProps {
  /** The saved subscription's channel: 1 software, 2 manpower, 3 and 4 government. */
  channel: Channel;
  open: boolean;
  /** `saved`: the settings were saved before closing. */
  onClose(saved: boolean): void;
}

/** The dialog on an existing subscription, for the user it belongs to (the inbox's 我的订阅管理). */
export function EditorBody(props: SubscriptionEditorProps) {
  return (
    <QueryProvider>
      <Editor {...props} />
    </QueryProvider>
  );
}

function Editor({ channel, open, onClose }: SubscriptionEditorProps) {
  const user = useQuery({ queryKey: ['getUserInfo'], queryFn: fetchSessionUser, enabled: open });
  if (!open || !user.data) return null;
  return <SubscriptionDialog kind={kindOf(channel)} jfId={user.data.jfid} bidSource={bidSourceOf(channel)} open onClose={onClose} />;
}
