import { useEffect, useState } from 'react';

function scrolledFraction(): number {
  const { scrollTop, scrollHeight, clientHeight } = document.documentElement;
  const scrollable = scrollHeight - clientHeight;
  return scrollable > 0 ? Math.min(1, scrollTop / scrollable) : 0;
}

/** A thin bar at the very top that fills as the reader scrolls down the page. */
export function ScrollProgressBar() {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setProgress(scrolledFraction()));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <div className="scroll-progress" aria-hidden="true">
      <div className="scroll-progress__fill" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
