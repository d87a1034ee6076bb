import type { Emotion } from '../model/nodeFieldValues';

/** The emotions an emotion-detection node tells apart, each with its colour and emoji (spec §3). */
export const EMOTION_CATALOGUE: Readonly<
  Record<Emotion, { readonly color: string; readonly emoji: string }>
> = {
  happy: { color: '#22C55E', emoji: '😊' },
  angry: { color: '#EF4444', emoji: '😠' },
  sad: { color: '#3B82F6', emoji: '😢' },
  neutral: { color: '#9CA3AF', emoji: '😐' },
  frustrated: { color: '#F59E0B', emoji: '😤' },
  surprised: { color: '#EAB308', emoji: '😲' },
};
