import type { StaticPage } from '../content-types';
import { page as about } from './about.page';
import { page as howItWorks } from './how-it-works.page';
import { page as creatorProgram } from './creator-program.page';
import { page as successStories } from './success-stories.page';
import { page as safety } from './safety.page';
import { page as communityGuidelines } from './community-guidelines.page';
import { page as contact } from './contact.page';
import { page as contactUs } from './contact-us.page';
import { page as privacy } from './privacy.page';
import { page as terms } from './terms.page';
import { page as cookies } from './cookies.page';
import { page as dmca } from './dmca.page';
import { page as bestPractices } from './best-practices.page';
import { page as analyticsGuide } from './analytics-guide.page';
import { page as taxInfo } from './tax-info.page';

/** Static and legal pages, each served at its own path. */
export const STATIC_PAGES: readonly StaticPage[] = [
  about,
  howItWorks,
  creatorProgram,
  successStories,
  safety,
  communityGuidelines,
  contact,
  contactUs,
  privacy,
  terms,
  cookies,
  dmca,
  bestPractices,
  analyticsGuide,
  taxInfo,
];
