'use client';

// The name and avatar of the account. The picture goes through the one file storage (the same upload
// call as the scheme form's pictures) and is claimed when the form is saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { uploadFile } from '@/lib/files/api';
import { saveProfile } from '@/lib/user-center/api';
import { profileSchema, type ProfileInput } from '@/lib/user-center/schemas';
import { UserAvatar } from './user-avatar';

export function ProfileForm({ userName, avatar }: { userName: string; avatar: string | null }) {
  const router = useRouter();
  const [preview, setPreview] = useState(avatar);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: { userName } });

  async function pick(file: File | undefined) {
    if (!file) return;
    setStatus(null);
    try {
      const up = await uploadFile(file, 'image');
      setValue('avatar', { fileId: up.fileId, fileName: up.fileKey });
      setPreview(up.fileUrl);
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : '上传失败，请重试' });
    }
  }

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await saveProfile(values);
      setStatus({ ok: true, text: '保存成功' });
      router.refresh();
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : '保存失败，请稍后重试' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 px-5 py-4 sm:grid-cols-[80px_1fr]" data-testid="profile-form">
      <span className="text-ink-faint">头像</span>
      <div className="flex items-center gap-3">
        <UserAvatar name={userName} src={preview} size="lg" />
        <label className="cursor-pointer rounded-card border border-line-strong px-3 py-1.5 text-meta text-ink-muted hover:border-primary hover:text-primary-active">
          更换头像
          <input type="file" accept="image/png,image/jpeg" className="sr-only" data-testid="avatar-input" onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
        <span className="text-meta text-ink-faint">jpg、png，不超过 2MB</span>
      </div>
      <label htmlFor="uc-name" className="text-ink-faint sm:pt-1.5">
        姓名
      </label>
      <div>
        <input
          id="uc-name"
          {...register('userName')}
          maxLength={20}
          aria-invalid={formState.errors.userName ? true : undefined}
          className="h-9 w-full max-w-80 rounded-card border border-line-strong px-3 focus:border-primary"
        />
        {formState.errors.userName && (
          <p role="alert" className="mt-1 text-meta text-price">
            {formState.errors.userName.message}
          </p>
        )}
      </div>
      <span />
      <div className="flex items-center gap-3">
        <button type="submit" disabled={formState.isSubmitting} className="h-9 rounded-card bg-primary-active px-6 text-white hover:bg-primary disabled:opacity-60">
          保存
        </button>
        {status && (
          <span role="status" className={`text-meta ${status.ok ? 'text-success' : 'text-price'}`}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}
