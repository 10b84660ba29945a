import { appTemplate, SPECULATION_RULES, STATIC_PAGE_SCRIPT, staticTemplate } from './staticTemplate';

describe("a page sent without the app's template", () => {
  it("keeps the shell's head, style sheets and the islands' press holder, and drops every script of the app, for the page script and the speculation rules", () => {
    const shell =
      '<!doctype html><html><head><script data-island-presses>!function(){}()</script><link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/inter.woff2">' +
      '<script data-early-events>!function(){var a="</div>"}()</script><style data-href="/frame.css">.nav{}</style>' +
      '<script defer="defer" src="/main.js"></script><link rel="preload" as="script" fetchpriority="low" href="/main.js"><link rel="preload" as="script" href="/100.0123456789.js"></head>' +
      '<body><div id="root"></div></body></html>';

    expect(staticTemplate(shell)).toBe(
      '<!doctype html><html><head><script data-island-presses>!function(){}()</script><link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/inter.woff2">' +
        '<style data-href="/frame.css">.nav{}</style>' +
        `<script defer src="${STATIC_PAGE_SCRIPT}"></script><script type="speculationrules">${SPECULATION_RULES}</script></head>` +
        '<body><div id="root"></div></body></html>',
    );
  });

  it("is not the app's: the app's page holds no island's presses apart, since it hydrates its islands with it", () => {
    const shell = '<html><head><script data-island-presses>!function(){}()</script><script defer src="/main.js"></script></head><body></body></html>';
    expect(appTemplate(shell)).toBe('<html><head><script defer src="/main.js"></script></head><body></body></html>');
  });
});
