import type { Metadata } from "next";
import type { ReactNode } from "react";

type Props = { params: Promise<{ slug: string }> };

/** Every page of a board names its social preview image; the page itself sets the title. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const image = { url: `/api/v1/leaderboards/${encodeURIComponent(slug)}/preview`, width: 1200, height: 630 };
  return { openGraph: { images: [image] }, twitter: { card: "summary_large_image", images: [image.url] } };
}

export default function BoardLayout({ children }: { children: ReactNode }) {
  return children;
}
