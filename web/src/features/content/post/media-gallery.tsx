import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ContentDto } from '@tessera/contracts';
import { Image } from 'antd';
import { mediaSources } from '../content-media';

/** Every photo and video of a post the viewer may see; photos open full size on click. */
export function MediaGallery({ post }: { post: ContentDto }) {
  const sources = mediaSources(post);
  if (sources.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className={`media-gallery media-gallery--${Math.min(sources.length, 3)}`}>
        {sources.map((source, index) => {
          if (!source.src) {
            return (
              <div key={source.key} className="media-gallery__pending">
                <LoadingOutlined aria-hidden="true" /> Processing
              </div>
            );
          }
          if (source.kind === 'video') {
            return (
              <video
                key={source.key}
                className="media-gallery__video"
                src={source.src}
                poster={source.poster}
                controls
                preload="metadata"
              />
            );
          }
          return (
            <Image
              key={source.key}
              src={source.src}
              alt={`${post.title}, ${index + 1} of ${sources.length}`}
              className="media-gallery__image"
            />
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}
