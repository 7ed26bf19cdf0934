/** The spec's five default categories; a post's `category` holds one of these names or its own. */
export const DEFAULT_CATEGORIES = [
  {
    id: 'photography',
    name: 'Photography',
    description: 'Photo sets and single shots',
    color: '#1677ff',
    icon: 'camera',
  },
  {
    id: 'videos',
    name: 'Videos',
    description: 'Clips, vlogs and longer videos',
    color: '#eb2f96',
    icon: 'video-camera',
  },
  {
    id: 'lifestyle',
    name: 'Lifestyle',
    description: 'Everyday life, travel and food',
    color: '#52c41a',
    icon: 'coffee',
  },
  {
    id: 'tutorials',
    name: 'Tutorials',
    description: 'How-tos and lessons',
    color: '#fa8c16',
    icon: 'read',
  },
  {
    id: 'behind-the-scenes',
    name: 'Behind the Scenes',
    description: 'How the work gets made',
    color: '#722ed1',
    icon: 'eye',
  },
] as const;
