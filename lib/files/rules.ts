// Upload rules of 001 §5 and §9, shared by the upload widget (a first check before sending) and the
// server (the check that counts: by content, whatever the name says).

export type FileKind = 'image' | 'archive' | 'document' | 'attachment';

export const WRONG_FORMAT = '文件格式有误，请重新上传!';

export interface KindRule {
  /** Extensions the picker offers and the type check accepts (as the content is detected). */
  extensions: readonly string[];
  /** Stored content types, by detected extension. */
  contentTypes: Readonly<Record<string, string>>;
  maxBytes: number;
  /** Files one field may hold. */
  maxFiles: number;
  /**
   * Extensions an OLE compound file (what .doc and .xls are inside) may be kept as: the content says
   * only "compound file", so the name's extension decides among these.
   */
  compoundAs?: readonly string[];
  tooBig: string;
  tooMany: string;
}

export const UPLOAD_RULES: Record<FileKind, KindRule> = {
  image: {
    extensions: ['jpg', 'png', 'gif'],
    contentTypes: { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' },
    maxBytes: 2 * 1024 * 1024,
    maxFiles: 10,
    tooBig: '上传图片大小不能超过 2M!',
    tooMany: '图片不能超过10个',
  },
  archive: {
    extensions: ['zip', 'rar'],
    contentTypes: { zip: 'application/zip', rar: 'application/vnd.rar' },
    maxBytes: 10 * 1024 * 1024,
    maxFiles: 1,
    tooBig: '上传文件大小不能超过 10MB!',
    tooMany: '文件不能超过一个',
  },
  // Files sent in a chat (001 §7 Contact): documents, spreadsheets, slides, archives and pictures.
  document: {
    extensions: ['pdf', 'docx', 'xlsx', 'pptx', 'zip', 'rar', 'jpg', 'png', 'gif'],
    contentTypes: {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      zip: 'application/zip',
      rar: 'application/vnd.rar',
      jpg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
    },
    maxBytes: 10 * 1024 * 1024,
    maxFiles: 1,
    tooBig: '上传文件大小不能超过 10MB!',
    tooMany: '文件不能超过一个',
  },
  // The proof of a purchasing unit without a credit code (002 §5): one file up to 2 MB.
  attachment: {
    extensions: ['jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'rar', 'zip'],
    contentTypes: {
      jpg: 'image/jpeg',
      png: 'image/png',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xls: 'application/vnd.ms-excel',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pdf: 'application/pdf',
      rar: 'application/vnd.rar',
      zip: 'application/zip',
    },
    compoundAs: ['doc', 'xls'],
    maxBytes: 2 * 1024 * 1024,
    maxFiles: 1,
    tooBig: '文件大小不能超过 2M',
    tooMany: '文件不能超过一个',
  },
};

/** The upload call's srctype (001 §7: 'bulogo' for pictures; 'archive' for the rar/zip fields). */
export function kindOfSrctype(srctype: string | null | undefined): FileKind | null {
  if (srctype === 'bulogo') return 'image';
  if (srctype === 'archive') return 'archive';
  return null;
}

/** The chat's upload kinds (chatUpload's srctype): a picture or any file the chat sends. */
export function kindOfChatSrctype(srctype: string | null | undefined): FileKind | null {
  if (srctype === 'image') return 'image';
  if (srctype === 'file') return 'document';
  return null;
}

/** The extension a name claims, lower-cased ('JPEG' counts as 'jpg'). */
export function extensionOf(name: string): string {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

/**
 * The widget's check of files just picked, next to the field: the count first (with the files the
 * field holds), then each file's name and size. null when every file may be sent.
 */
export function checkPickedFiles(kind: FileKind, picked: readonly { name: string; size: number }[], alreadyCount: number): string | null {
  const rule = UPLOAD_RULES[kind];
  if (alreadyCount + picked.length > rule.maxFiles) return rule.tooMany;
  for (const file of picked) {
    if (!rule.extensions.includes(extensionOf(file.name))) return WRONG_FORMAT;
    if (file.size > rule.maxBytes) return rule.tooBig;
  }
  return null;
}

/** 001 §7's success code for its file calls (schemeUploadFile, schemeDelete; chatUpload answers alike): 200, where every other call says 0 (000 §7). */
export const FILE_CALL_SUCCESS = 200;
