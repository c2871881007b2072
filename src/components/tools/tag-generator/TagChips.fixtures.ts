import type { TagCandidate } from '@/domain/tools/tag-generator/tagGenerator';

/** Tags as the generator gives them for 'how to edit videos' (best first). */
export const editingTags: TagCandidate[] = [
  { tag: 'how to edit videos', score: 16 },
  { tag: 'video editing tips', score: 14.2 },
  { tag: 'premiere pro tutorial', score: 11.5 },
  { tag: 'davinci resolve for beginners', score: 10.9 },
  { tag: 'color grading', score: 9.3 },
  { tag: 'editing workflow', score: 8.8 },
  { tag: 'youtube video editing', score: 8.1 },
  { tag: 'jump cuts', score: 7.6 },
  { tag: 'sound design basics', score: 7.2 },
  { tag: 'b roll ideas', score: 6.9 },
];

export const editingTagTexts = editingTags.map(({ tag }) => tag);
