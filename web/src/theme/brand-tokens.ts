/** The Tessera palette: a teal glaze with terracotta, saffron and ink tiles, as in the logo. */
export const BRAND_COLORS = {
  teal: '#0e7c7b',
  tealLight: '#2bb3a3',
  terracotta: '#e4572e',
  saffron: '#f3a712',
  ink: '#1d3557',
  sky: '#a8dadc',
} as const;

export const FONT_STACK =
  "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";
