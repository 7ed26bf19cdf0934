import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ReactNode } from 'react';
import { usePlatformStats } from '../../hooks/use-platform-stats';
import { creatorKeepRange } from './creator-earnings-share';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CrownOutlined />,
    title: 'Tiered subscriptions',
    text: 'Offer several membership levels so every fan can support you at a price that suits them.',
  },
  {
    icon: <PictureOutlined />,
    title: 'Photo, video and writing',
    text: 'Publish any format, schedule posts ahead and decide who sees each one.',
  },
  {
    icon: <MessageOutlined />,
    title: 'Direct messages',
    text: 'Talk one to one with your subscribers, share files and send updates to everyone at once.',
  },
  {
    icon: <BarChartOutlined />,
    title: 'Clear analytics',
    text: 'See which posts land, where subscribers come from and what you earn, in plain numbers.',
  },
  {
    icon: <SearchOutlined />,
    title: 'Neural Search',
    text: 'Find creators, posts and answers fast, with search that understands what you mean.',
  },
  {
    icon: <LockOutlined />,
    title: 'Safe by design',
    text: 'Age checks, content protection and moderation keep creators and fans safe.',
  },
];

export function FeatureGrid() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="basic-heading section-title">
        Everything a creator business needs
      </h2>
      <p className="basic-paragraph basic-secondary section-lead">
        One place to publish, connect and get paid.
      </p>
      <div className="feature-grid">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="basic-card feature-card">
            <span className="feature-card__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className="basic-heading feature-card__title">{feature.title}</h3>
            <p className="basic-paragraph basic-secondary feature-card__text">{feature.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

const SAMPLE_TESTIMONIALS = [
  {
    name: 'Mara, landscape photographer',
    quote:
      'My subscribers get the full-resolution shots first, and I finally earn from my travels.',
    color: '#0e7c7b',
  },
  {
    name: 'Jonas, indie filmmaker',
    quote: 'Behind-the-scenes posts for my top tier pay for the next short film. Fans love it.',
    color: '#e4572e',
  },
  {
    name: 'Aiko, illustrator',
    quote: 'Messaging my supporters directly turned one-off buyers into a real community.',
    color: '#f3a712',
  },
];

export function TestimonialsSection() {
  return (
    <section className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="basic-heading section-title">
        Made for the way creators work
      </h2>
      <p className="basic-paragraph basic-secondary section-lead">
        Sample quotes that illustrate what Tessera is built for; they are not real customer reviews.
      </p>
      <div className="testimonial-grid">
        {SAMPLE_TESTIMONIALS.map((testimonial) => (
          <div key={testimonial.name} className="basic-card testimonial-card">
            <span className="basic-tag testimonial-card__tag">Sample quote</span>
            <blockquote className="testimonial-card__quote">“{testimonial.quote}”</blockquote>
            <div className="testimonial-card__author">
              <span
                className="basic-avatar"
                aria-hidden="true"
                style={{ background: testimonial.color }}
              >
                {testimonial.name[0]}
              </span>
              <span>{testimonial.name}</span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

const count = (value: number | undefined) => value?.toLocaleString('en-US');

/**
 * The platform's real counts. Every tile is there from the first paint, so the page does not move
 * when they arrive; until then (or if they cannot be read) a count shows a dash.
 */
export function StatsBand() {
  const { data } = usePlatformStats();
  const stats = [
    { value: count(data?.totalCreators), label: 'creators' },
    { value: count(data?.totalContent), label: 'posts published' },
    { value: count(data?.totalSubscriptions), label: 'subscriptions' },
    { value: creatorKeepRange(), label: 'of earnings kept by creators' },
  ];
  return (
    <section className="stats-band" aria-label="Tessera in numbers">
      {stats.map((stat) => (
        <div key={stat.label} className="stats-band__item">
          <span className="stats-band__value">{stat.value ?? '–'}</span>
          <span className="stats-band__label">{stat.label}</span>
        </div>
      ))}
    </section>
  );
}
