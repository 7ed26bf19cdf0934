import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/dmca',
  title: 'Copyright and DMCA policy',
  intro:
    'Creators on Tessera earn from their own work, so we take copyright seriously. We respond to notices of alleged infringement under the US Digital Millennium Copyright Act (DMCA) and apply the same notice-and-takedown process to rights holders wherever they are. Our designated copyright agent can be reached at dmca@tessera.example.',
  sections: [
    {
      heading: 'Before you send a notice',
      paragraphs: [
        'Only the copyright owner, or someone authorised to act for them, can file a notice. Please consider first whether the use might be permitted, for example as fair use or with a licence, and whether the content really belongs to you. If your concern is not about copyright — impersonation, leaked private images, harassment — use the report option on the post or profile or write to support@tessera.example instead; those reports do not need a DMCA notice. This page explains our process and is not legal advice; if you are unsure of your rights, talk to a lawyer.',
      ],
    },
    {
      heading: 'How to file a takedown notice',
      paragraphs: [
        'Email dmca@tessera.example with a written notice containing all of the following:',
      ],
      bullets: [
        'Your physical or electronic signature, as the owner or as someone authorised to act for the owner.',
        'A description of the copyrighted work you believe is being infringed.',
        'The exact location of the material on Tessera: the link to each post or profile, so we can find it without guesswork.',
        'Your name, postal address, telephone number and email address.',
        'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
        'A statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorised to act for the owner.',
      ],
    },
    {
      heading: 'What happens after we receive a notice',
      paragraphs: ['Our team handles every notice in the same order:'],
      steps: [
        'We check that the notice is complete. If something is missing, we will tell you what we need.',
        'We remove or disable access to the material identified in a valid notice promptly.',
        'We notify the person who posted it, explain why it was removed and send them a copy of the notice, which may include your contact details so they can respond.',
        'We record the removal against their account for our repeat-infringer policy.',
      ],
    },
    {
      heading: 'How to file a counter-notice',
      paragraphs: [
        'If your content was removed and you believe this was a mistake or the content was misidentified, you can send a counter-notice to dmca@tessera.example. It must include:',
      ],
      bullets: [
        'Your physical or electronic signature.',
        'A description of the material that was removed and where it appeared before removal.',
        'A statement, under penalty of perjury, that you believe in good faith the material was removed as a result of mistake or misidentification.',
        'Your name, address and telephone number, and a statement that you consent to the jurisdiction of the appropriate court for your address (or, if you are outside the United States, any judicial district in which Tessera may be found), and that you will accept service of process from the person who filed the original notice.',
      ],
    },
    {
      heading: 'After a counter-notice',
      paragraphs: [
        'We forward a valid counter-notice to the person who filed the original notice. Unless they tell us within 10 to 14 business days that they have started court proceedings to stop the infringement, we restore the material. We cannot judge who is right in a copyright dispute; if the parties disagree, the matter has to be settled between them or by a court.',
      ],
    },
    {
      heading: 'Repeat infringers and false claims',
      paragraphs: [
        'Accounts that receive repeated valid copyright complaints are suspended and, where appropriate, permanently closed, and any pay-per-view or subscription content involved is taken down. Filing a notice or counter-notice that knowingly misrepresents the facts can make the sender liable for damages, including costs and legal fees, and abusing this process to target other creators breaks our community guidelines (/community-guidelines). For more on protecting your own work, see /help/content-protection.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
