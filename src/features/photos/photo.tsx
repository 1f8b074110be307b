import type { Picture } from "~/features/photos/picture";

interface PhotoProps {
  picture: Picture;
  /** What the photo shows, for people who cannot see it; "" only for pure decoration. */
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  sizes?: string;
  /** The page's main photo (its largest paint): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  /** CSS object-position, for a card's focal point. */
  objectPosition?: string;
}

/** A responsive AVIF/WebP/JPEG photo with its intrinsic width and height, so nothing shifts as it loads. */
export function Photo({ picture, alt, sizes = "100vw", priority = false, className, objectPosition }: PhotoProps) {
  return (
    <picture>
      {Object.entries(picture.sources)
        .filter(([format]) => format !== "jpg" && format !== "jpeg")
        .map(([format, srcset]) => (
          <source key={format} type={`image/${format}`} srcSet={srcset} sizes={sizes} />
        ))}
      <img
        src={picture.img.src}
        srcSet={picture.sources.jpg ?? picture.sources.jpeg}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}
