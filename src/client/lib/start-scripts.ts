/**
 * The other half of defer-scripts.server.ts: the names the server gives the page's inert module
 * preloads and module script, and the inline script (rendered by root.tsx, allowed by the CSP like
 * every inline script) that brings them to life once the page has loaded.
 */
export const DEFERRED_PRELOAD = 'x-deferred-modulepreload';
export const DEFERRED_MODULE = 'x-deferred-module';

export const START_SCRIPTS_AFTER_LOAD = `(function(){function start(){document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll('script[type="${DEFERRED_MODULE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.after(m)})}if(document.readyState==="complete")setTimeout(start);else addEventListener("load",function(){setTimeout(start)})})()`;
