'use client';

// Writing a message: text (Enter sends, Shift+Enter breaks the line), a picture (jpg/png/gif, 001 §8:
// '图片类型不支持' for others) or a file, both through the file storage before the message names them.
import { useRef, useState, type KeyboardEvent } from 'react';
import { imageRefusal, TEXT_MAX } from '@/lib/chat/rules';
import type { FileKind } from '@/lib/files/rules';

interface Props {
  disabled: boolean;
  onText: (text: string) => void;
  onFile: (file: File, kind: Extract<FileKind, 'image' | 'document'>) => void;
  onRefusal: (msg: string) => void;
}

export function Composer({ disabled, onText, onFile, onRefusal }: Props) {
  const [text, setText] = useState('');
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = () => {
    const value = text.trim();
    if (!value || disabled) return;
    onText(value);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const pick = (kind: 'image' | 'document') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refusal = kind === 'image' ? imageRefusal(file.name) : null;
    if (refusal) return onRefusal(refusal);
    onFile(file, kind);
  };
  const tool = 'rounded px-2 py-1 text-meta text-ink-muted hover:bg-page hover:text-primary-active disabled:opacity-50';
  return (
    <div className="border-t border-line bg-white px-3 pb-3 pt-2">
      <div className="flex gap-1">
        <button type="button" className={tool} disabled={disabled} onClick={() => imageInput.current?.click()} data-testid="chat-pick-image">
          图片
        </button>
        <button type="button" className={tool} disabled={disabled} onClick={() => fileInput.current?.click()} data-testid="chat-pick-file">
          文件
        </button>
        <input ref={imageInput} type="file" accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif" className="hidden" onChange={pick('image')} data-testid="chat-image-input" />
        <input ref={fileInput} type="file" className="hidden" onChange={pick('document')} data-testid="chat-file-input" />
      </div>
      <label htmlFor="chat-text" className="sr-only">
        输入消息
      </label>
      <textarea
        id="chat-text"
        value={text}
        maxLength={TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder="请输入消息，Enter 发送，Shift+Enter 换行"
        className="mt-1 block w-full resize-none rounded-card border border-line px-3 py-2 focus:border-primary focus:outline-none"
        data-testid="chat-input"
      />
      <div className="mt-2 flex items-center justify-end gap-3">
        <span className="text-[11px] text-ink-faint">
          {text.length}/{TEXT_MAX}
        </span>
        <button type="button" onClick={submit} disabled={disabled || !text.trim()} className="h-8 rounded bg-primary-active px-5 text-white hover:bg-primary disabled:opacity-50" data-testid="chat-send">
          发送
        </button>
      </div>
    </div>
  );
}
