// What the app may use of the landing feature: the landing page, bundled with the entry so `/`
// paints without waiting for a second chunk.
export { LandingPage } from './landing-page';
