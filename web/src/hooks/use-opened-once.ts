import { useState } from 'react';

/**
 * True from the first time `open` is true. A part loaded on demand when first opened then stays
 * mounted, so it keeps its closing animation and its state between openings.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
