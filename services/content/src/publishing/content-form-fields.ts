/**
 * Form fields arrive as text: lists are comma-separated, numbers and flags are spelled out. The
 * result is validated by the same schema as a JSON request, so a wrong value gets the same 400.
 */
export function formFieldsToContentRequest(
  fields: Record<string, string>,
  mediaIds: string[],
): Record<string, unknown> {
  const list = (value: string | undefined) =>
    value === undefined
      ? undefined
      : value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
  const number = (value: string | undefined) =>
    value === undefined || value === '' ? undefined : Number(value);
  const {
    tags,
    tierIds,
    priceCents,
    saveAsDraft,
    scheduledAt,
    folderId,
    mediaIds: named,
    ...text
  } = fields;
  return {
    ...text,
    mediaIds: [...(list(named) ?? []), ...mediaIds],
    ...(tags !== undefined ? { tags: list(tags) } : {}),
    ...(tierIds !== undefined ? { tierIds: list(tierIds) } : {}),
    ...(priceCents !== undefined ? { priceCents: number(priceCents) ?? null } : {}),
    ...(saveAsDraft !== undefined ? { saveAsDraft: saveAsDraft === 'true' } : {}),
    ...(scheduledAt ? { scheduledAt } : {}),
    ...(folderId ? { folderId } : {}),
  };
}
