// The bar every page of a pull request's preview shows (previewLink.ts): what is previewed
// and a way out. Drawn on the server only, after #root, so the shell's hydration never
// touches it; a plain link leaves, so it works without scripts. Fixed at the bottom left
// over the page, it takes no space from the layout and never covers the nav bar's
// controls, which are at the top.
import { renderToStaticMarkup } from 'react-dom/server';
import { PREVIEW_LEAVE_PATH } from './previewLink';

export interface PreviewBarProps {
  remote: string;
  version: string;
  pullRequest?: number;
  /** A pull request's other staged remotes, where its preview is of several (previewSet.ts). */
  also?: ReadonlyArray<{ remote: string; version: string }>;
  /** The page it is drawn on: leaving comes back to it, live. */
  pathname: string;
}

/** "Preview: careers @ 3f2a91c, pull request 12" (the version shortened to 7); of several, "careers @ 3f2a91c, payments @ 1b2c3d4, …". */
export const previewLabel = ({ remote, version, pullRequest, also = [] }: Omit<PreviewBarProps, 'pathname'>) =>
  `Preview: ${[{ remote, version }, ...also].map((part) => `${part.remote} @ ${part.version.slice(0, 7)}`).join(', ')}${pullRequest === undefined ? '' : `, pull request ${pullRequest}`}`;

export function PreviewBar({ pathname, ...preview }: PreviewBarProps) {
  return (
    <aside className="av-preview-bar" aria-label="Preview">
      {previewLabel(preview)} · <a href={`${PREVIEW_LEAVE_PATH}?to=${encodeURIComponent(pathname)}`}>Leave preview</a>
    </aside>
  );
}

export const previewBarHtml = (props: PreviewBarProps) => renderToStaticMarkup(<PreviewBar {...props} />);

/**
 * Its style, written into the page as a sheet (allowed by its hash like the remotes'). Above
 * the sticky nav bar (z-index 10) but below a dialog such as the gallery's photo viewer (20),
 * which it must not cover while open. The page gets room below its footer for it, so the
 * footer's last line can be scrolled clear of the bar.
 */
export const PREVIEW_BAR_CSS = `body:has(>.av-preview-bar){padding-bottom:3rem}
.av-preview-bar{position:fixed;left:.5rem;bottom:.5rem;z-index:15;max-width:calc(100% - 1rem);box-sizing:border-box;margin:0;padding:.375rem .75rem;border-radius:.375rem;background:#14213d;color:#fff;font:600 .8125rem/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)}
.av-preview-bar a{color:#fff;text-decoration:underline}
.av-preview-bar a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}`;
