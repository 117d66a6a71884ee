'use client';

// The article body's editor (docs/features.md, Operator console "News"): Tiptap with the marks and blocks
// the server's allow-list keeps (lib/news/body-html.ts), pictures uploaded to the portal's file storage.
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { RICH_BODY_CLASS } from '@/components/news/article-body';
import { UPLOAD_RULES } from '@/lib/files/rules';
import { uploadNewsImage } from '@/lib/news/admin-api';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  onError: (message: string) => void;
}

type Tool = { label: string; title: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const TOOLS: Tool[] = [
  { label: 'H2', title: '二级标题', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'H3', title: '三级标题', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'B', title: '粗体', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'I', title: '斜体', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: '• 列表', title: '无序列表', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: '1. 列表', title: '有序列表', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: '引用', title: '引用', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  {
    label: '链接',
    title: '链接',
    active: (e) => e.isActive('link'),
    run: (e) => {
      const href = window.prompt('链接地址（http://、https:// 或 mailto:）', e.getAttributes('link').href ?? 'https://');
      if (href === null) return;
      if (!href.trim()) e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  },
];

const toolClass = 'h-8 min-w-8 rounded px-2 text-meta hover:bg-primary-soft disabled:opacity-50';

export function RichTextEditor({ initialHtml, onChange, onError }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Image,
    ],
    content: initialHtml,
    // The console page is rendered on the server; the editor exists only in the browser.
    immediatelyRender: false,
    editorProps: { attributes: { class: `min-h-72 px-4 py-2 outline-none ${RICH_BODY_CLASS}`, 'aria-label': '正文', 'data-testid': 'body-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active(e)) : []) });

  async function insertImage(file: File | undefined) {
    if (!file || !editor) return;
    if (file.size > UPLOAD_RULES.image.maxBytes) return onError(UPLOAD_RULES.image.tooBig);
    setUploading(true);
    try {
      const src = await uploadNewsImage(file);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (err) {
      onError(err instanceof Error ? err.message : '上传失败，请重试');
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <div className="rounded-card border border-line-strong bg-white">
      <div role="toolbar" aria-label="正文格式" className="flex flex-wrap gap-1 border-b border-line p-1">
        {TOOLS.map((tool, i) => (
          <button
            key={tool.title}
            type="button"
            title={tool.title}
            aria-label={tool.title}
            aria-pressed={active?.[i] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
            className={`${toolClass} ${active?.[i] ? 'bg-primary-soft text-primary-active' : 'text-ink'}`}
          >
            {tool.label}
          </button>
        ))}
        <button type="button" disabled={!editor || uploading} onClick={() => picker.current?.click()} className={`${toolClass} text-ink`}>
          {uploading ? '上传中…' : '插入图片'}
        </button>
        <input ref={picker} type="file" accept=".jpg,.jpeg,.png,.gif" hidden data-testid="body-image-input" onChange={(e) => void insertImage(e.target.files?.[0])} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
