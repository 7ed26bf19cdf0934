import type { StaticPage } from '../content-types';

export const page: StaticPage = {
  path: '/success-stories',
  title: 'What success on Tessera can look like',
  intro:
    'Tessera is built for independent creators who want a direct, paid relationship with their audience. The scenarios on this page are illustrative examples of how different kinds of creators can use the platform — they are not real people, and they make no claims about earnings.',
  sections: [
    {
      heading: 'The creators Tessera is built for',
      paragraphs: [
        'Success on Tessera rarely means going viral. It usually means a steady group of people who value your work enough to pay for it every month, and the tools to keep them happy without burning out. These are the kinds of creators we designed Tessera around:',
      ],
      bullets: [
        'Visual artists and illustrators who share finished pieces, process videos and tutorials.',
        'Photographers who publish sets, behind-the-scenes shots and exclusive collections.',
        'Video creators who need reliable uploads in MP4, WebM or MOV and a way to go live.',
        'Educators and coaches who teach in series and answer questions one to one.',
        'Writers who publish essays, fiction or newsletters as text posts.',
        'Lifestyle creators whose audience wants the everyday moments behind the public feed.',
      ],
    },
    {
      heading: 'Example scenario: an illustrator who teaches',
      paragraphs: [
        'Example only. Imagine a digital illustrator who already posts finished work on social media. On Tessera, she marks a few finished pieces as public so visitors can find her through Explore and Neural Search, and tags them carefully so they surface for searches like “digital art”.',
        'Her step-by-step process videos go into the Tutorials category as subscriber posts, while her full-resolution source files are premium posts for Pro Subscriber members and above. When a subscriber wants a commission, they start a conversation in Messages, and fans who loved a particular tutorial leave a tip. Her analytics show which tutorials bring in new subscribers, so she plans the next series around them.',
      ],
    },
    {
      heading: 'Example scenario: a photographer with a schedule',
      paragraphs: [
        'Example only. Picture a travel photographer who shoots in bursts and then edits for weeks. Instead of posting everything at once, he uploads a whole trip to a folder in Creator Studio and schedules the posts to publish a few days apart, so his subscribers see something new every week even while he is back on the road.',
        'He keeps his most personal sets as exclusive posts that only VIP Subscriber members can open, publishes the rest for all subscribers, and names each folder after the trip so new subscribers can catch up from the very first shot.',
      ],
    },
    {
      heading: 'Example scenario: a coach who goes live',
      paragraphs: [
        'Example only. Consider a fitness coach on Pro Creator. She runs a weekly live session for her subscribers from /creator/streaming and uploads the recording afterwards for anyone who missed it. The day before each session, she sends a single bulk message to let her subscribers know what to bring.',
        'One-to-one questions arrive in Messages, and she answers them in a set window each day, so subscribers know when to expect a reply and her evenings stay her own.',
      ],
    },
    {
      heading: 'Example scenario: a writer with a serial',
      paragraphs: [
        'Example only. Think of a novelist publishing a story chapter by chapter as text posts. The first chapters are public, later chapters are for subscribers, and a bonus short story is a pay-per-view post that readers unlock once. Drafts let him write ahead and publish on the same day every week.',
      ],
    },
    {
      heading: 'What the examples have in common',
      paragraphs: [
        'None of these creators relies on one big moment. Each one uses a mix of content privacy levels to welcome newcomers and reward loyal subscribers, posts on a rhythm their audience can count on, talks to subscribers directly, and reviews their analytics to decide what to make next. You can read more about these habits at /best-practices and about the numbers at /analytics-guide.',
      ],
    },
    {
      heading: 'Tell us your story',
      paragraphs: [
        'If Tessera has helped you build something you are proud of, we would love to hear about it. Write to support@tessera.example with a few words about what you make and what worked for you. We will never publish your story, name or any figures without your explicit permission. Ready to begin? Start at /creator-program.',
      ],
    },
  ],
  updatedAt: '2026-11-20',
};
