import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's <img> (srcset, sizes, lazy loading, a hero's preload), rendered on the server.
 * next/image itself is a client component, about 7 KB gzip in every page's first load, whose
 * work in the browser (blur placeholders, onLoad callbacks) this site does not use.
 */
export function ServerImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // What next/image does for `preload`: a <link rel="preload"> in the document's head.
  if (props.preload)
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    });
  // The same markup as next/image's, attribute for attribute.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps carries alt
  return <img {...img} data-nimg={props.fill ? 'fill' : '1'} />;
}
