import { readJson, STORAGE_KEYS, writeJson } from '../../lib/browser-storage';

export type HelpfulVote = 'yes' | 'no';

type FeedbackMap = Record<string, HelpfulVote>;

export function loadVote(slug: string): HelpfulVote | null {
  return readJson<FeedbackMap>(STORAGE_KEYS.helpFeedback)?.[slug] ?? null;
}

export function saveVote(slug: string, vote: HelpfulVote): void {
  const current = readJson<FeedbackMap>(STORAGE_KEYS.helpFeedback) ?? {};
  writeJson(STORAGE_KEYS.helpFeedback, { ...current, [slug]: vote });
}
