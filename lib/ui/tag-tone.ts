// The three tag tones of the visual language (design/ui.md: primary, success, info): the tag component
// draws them, and the opportunity cards store one beside each tag's name (001 §3).
export type TagTone = 'primary' | 'success' | 'info';
