import type { TierType } from '@tessera/rules';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ShellDialogsValue {
  searchOpen: boolean;
  openSearch: () => void;
  closeSearch: () => void;
  pricingTab: TierType | null;
  openPricing: (tab: TierType) => void;
  closePricing: () => void;
  cookiePreferencesOpen: boolean;
  openCookiePreferences: () => void;
  closeCookiePreferences: () => void;
}

const ShellDialogsContext = createContext<ShellDialogsValue | null>(null);

/** Dialogs that any screen may open: Neural Search, pricing and cookie preferences. */
export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [pricingTab, setPricingTab] = useState<TierType | null>(null);
  const [cookiePreferencesOpen, setCookiePreferencesOpen] = useState(false);

  const value = useMemo<ShellDialogsValue>(
    () => ({
      searchOpen,
      openSearch: () => setSearchOpen(true),
      closeSearch: () => setSearchOpen(false),
      pricingTab,
      openPricing: (tab) => setPricingTab(tab),
      closePricing: () => setPricingTab(null),
      cookiePreferencesOpen,
      openCookiePreferences: () => setCookiePreferencesOpen(true),
      closeCookiePreferences: () => setCookiePreferencesOpen(false),
    }),
    [searchOpen, pricingTab, cookiePreferencesOpen],
  );

  return <ShellDialogsContext.Provider value={value}>{children}</ShellDialogsContext.Provider>;
}

export function useShellDialogs(): ShellDialogsValue {
  const value = useContext(ShellDialogsContext);
  if (!value) throw new Error('useShellDialogs must be used inside ShellDialogsProvider');
  return value;
}
