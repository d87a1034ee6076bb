import { buildThemeCss } from './config';

/**
 * The widget's styles. They live in its shadow root, so they cannot leak into the host page, and
 * `:host { all: initial }` stops the host page's inherited styles (fonts, colours) coming in.
 */
export const STYLES = `
:host{all:initial}
.w{position:fixed;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:12px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.right{right:20px}.left{left:20px;align-items:flex-start}.center{left:50%;transform:translateX(-50%);align-items:center}
.panel{display:none;width:min(var(--w),calc(100vw - 24px));height:min(var(--h),calc(100vh - 110px));border-radius:16px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.3);background:var(--bg)}
.open .panel{display:block;animation:in .2s ease-out}
iframe{display:block;width:100%;height:100%;border:0;background:var(--bg)}
.row{display:flex;align-items:center;gap:10px}.left .row{flex-direction:row-reverse}
.b,.g,.x{cursor:pointer;border:0;font:inherit}
.b{width:60px;height:60px;border-radius:50%;background:var(--c);color:var(--fg);display:grid;place-items:center;box-shadow:0 6px 20px rgba(0,0,0,.28);transition:transform .15s}
.b:hover{transform:scale(1.06)}
.b:focus-visible,.g:focus-visible,.x:focus-visible{outline:3px solid var(--c);outline-offset:3px}
.b svg{width:28px;height:28px;fill:currentColor}
.b .s,.open .b .o{display:none}.open .b .s{display:block}
.greet{display:flex;align-items:flex-start;gap:4px;max-width:240px;padding:10px 8px 10px 14px;border-radius:14px;background:var(--bg);color:var(--tx);box-shadow:0 6px 24px rgba(0,0,0,.18)}
.open .greet,.greet[hidden]{display:none}
.g{background:none;color:inherit;text-align:left;padding:0}
.x{background:none;color:inherit;opacity:.6;padding:0 4px;font-size:18px;line-height:1}
.in{position:relative;width:100%;height:var(--h);border-radius:12px;overflow:hidden;background:var(--bg)}
${buildThemeCss()}
@keyframes in{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.panel,.b{animation:none;transition:none}}
`;
