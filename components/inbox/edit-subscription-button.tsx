'use client';

// 我的订阅管理's 修改 button: the subscription dialog on this channel, pre-filled; after a save the
// page is rendered again so the summary shows what was saved.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SubscriptionEditor } from '@/components/opportunities/subscribe/subscription-editor';
import type { Channel } from '@/lib/opportunities/schemas';

export function EditSubscriptionButton({ channel }: { channel: Channel }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid={`edit-subscription-${channel}`}
        onClick={() => setOpen(true)}
        className="h-8 rounded-card border border-primary px-4 text-meta text-primary-active hover:bg-primary-soft"
      >
        修改订阅
      </button>
      <SubscriptionEditor
        channel={channel}
        open={open}
        onClose={(saved) => {
          setOpen(false);
          if (saved) router.refresh();
        }}
      />
    </>
  );
}
